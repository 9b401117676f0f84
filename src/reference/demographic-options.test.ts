import { DEMOGRAPHIC_SETS, demographicOptions } from './demographic-options';
import type { DemographicSet } from './demographic-options';
import demographics from './demographics.json';

// Straight from docs/spec/entities.md#demographic-option-sets.
const SPEC: [DemographicSet, string[]][] = [
  ['gender', ['male', 'female', 'non_binary', 'prefer_not_specify', 'other']],
  ['pronouns', ['he_him_his', 'she_her_hers', 'they_them_theirs', 'other']],
  [
    'education',
    ['no_education', 'elementary', 'some_high_school', 'high_school', 'college', 'degree', 'some_postgraduate', 'postgraduate', 'prefer_not_answer'],
  ],
  ['race', ['asian', 'black', 'native', 'hispanic', 'white', 'multi_racial', 'not_listed', 'prefer_not_specify']],
  ['employment', ['full_time', 'part_time', 'seeking_opportunities', 'not_employed', 'retired', 'student', 'prefer_not_answer']],
];

// The one spec exception: employment's prefer_not_answer reuses the education key.
const LABEL_EXCEPTIONS: Record<string, string> = { 'employment/prefer_not_answer': 'education.prefer_not_answer' };

describe('DEMOGRAPHIC_SETS', () => {
  it('names the five sets, and the data holds exactly those', () => {
    expect([...DEMOGRAPHIC_SETS]).toEqual(['gender', 'pronouns', 'education', 'race', 'employment']);
    expect(Object.keys(demographics).sort()).toEqual([...DEMOGRAPHIC_SETS].sort());
  });
});

describe('demographicOptions', () => {
  it.each(SPEC)('%s has the spec values in order', (set, values) => {
    expect(demographicOptions(set).map((option) => option.optValue)).toEqual(values);
  });

  it.each(SPEC.flatMap(([set, values]) => values.map((value) => [set, value] as const)))(
    '%s.%s has its translation key as label',
    (set, value) => {
      const expected = LABEL_EXCEPTIONS[`${set}/${value}`] ?? `${set}.${value}`;
      expect(demographicOptions(set).find((option) => option.optValue === value)?.optLabel).toBe(expected);
    },
  );

  it('labels employment prefer_not_answer with the education key', () => {
    const last = demographicOptions('employment').at(-1);
    expect(last).toEqual({ optValue: 'prefer_not_answer', optLabel: 'education.prefer_not_answer' });
  });

  it('returns a fresh copy each call', () => {
    const first = demographicOptions('gender');
    first[0].optLabel = 'changed';
    first.pop();
    expect(demographicOptions('gender')[0].optLabel).toBe('gender.male');
    expect(demographicOptions('gender')).toHaveLength(5);
  });
});
