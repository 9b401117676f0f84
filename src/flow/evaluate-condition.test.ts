import type { Condition } from './flow-types';
import type { FlowFacts } from './flow-facts';
import { conditionFields, conditionFlags, evaluateCondition } from './evaluate-condition';

const facts: FlowFacts = {
  flags: { hipaa: true, gdpr: false },
  presets: { unit: 'move' },
  answers: { where: { country: 'US', region: 'NY' }, profile: { dob: '2010-05-01', nick: '' } },
  today: '2026-11-21',
  marketField: 'country',
};

describe('evaluateCondition', () => {
  it.each<[string, Condition | undefined, boolean]>([
    ['absent', undefined, true],
    ['flag on', { flag: 'hipaa' }, true],
    ['flag off', { flag: 'gdpr' }, false],
    ['undeclared flag', { flag: 'nope' }, false],
    ['preset given', { preset: 'unit' }, true],
    ['preset missing', { preset: 'language' }, false],
    ['equals', { field: 'country', equals: 'US' }, true],
    ['equals other', { field: 'country', equals: 'CA' }, false],
    ['equals preset', { field: 'unit', equals: 'move' }, true],
    ['in', { field: 'country', in: ['CA', 'US'] }, true],
    ['in missing', { field: 'missing', in: ['CA'] }, false],
    ['in without the answer', { field: 'country', in: ['CA', 'FR'] }, false],
    ['answered', { field: 'region', answered: true }, true],
    ['empty is unanswered', { field: 'nick', answered: false }, true],
    ['market US', { market: ['US'] }, true],
    ['market UK/EU', { market: ['UK', 'EU'] }, false],
    ['age below 18 (16)', { age: { field: 'dob', below: 18 } }, true],
    ['age at least 18', { age: { field: 'dob', atLeast: 18 } }, false],
    ['age of missing date', { age: { field: 'none', below: 18 } }, false],
    ['age of missing date with no limit', { age: { field: 'none' } }, false],
    ['age below 16 at 16', { age: { field: 'dob', below: 16 } }, false],
    ['age at least 16 at 16', { age: { field: 'dob', atLeast: 16 } }, true],
    ['age from 16 to below 17 at 16', { age: { field: 'dob', atLeast: 16, below: 17 } }, true],
    ['missing is unanswered', { field: 'missing', answered: false }, true],
    ['missing is not answered', { field: 'missing', answered: true }, false],
    ['empty is not answered', { field: 'nick', answered: true }, false],
    ['all', { all: [{ flag: 'hipaa' }, { market: ['US'] }] }, true],
    ['all fails', { all: [{ flag: 'hipaa' }, { flag: 'gdpr' }] }, false],
    ['any', { any: [{ flag: 'gdpr' }, { market: ['US'] }] }, true],
    ['not', { not: { flag: 'gdpr' } }, true],
  ])('%s', (_name, condition, expected) => {
    expect(evaluateCondition(condition, facts)).toBe(expected);
  });

  it('has no market without a market field', () => {
    expect(evaluateCondition({ market: ['US'] }, { ...facts, marketField: undefined })).toBe(false);
  });
});

describe('condition introspection', () => {
  const condition: Condition = {
    all: [{ flag: 'a' }, { any: [{ field: 'x', equals: 1 }, { not: { age: { field: 'dob', below: 18 } } }] }, { market: ['US'] }, { preset: 'unit' }],
  };
  it('lists fields', () => {
    expect(conditionFields(condition, 'country')).toEqual(['x', 'dob', 'country']);
    expect(conditionFields(condition)).toEqual(['x', 'dob']);
  });
  it('lists flags', () => {
    expect(conditionFlags(condition)).toEqual(['a']);
    expect(conditionFlags(undefined)).toEqual([]);
  });
  // toStrictEqual: toEqual would take a list holding an undefined name for an empty one.
  it('lists the flags under any and not, and none for a leaf that reads no flag', () => {
    expect(conditionFlags({ any: [{ flag: 'a' }, { not: { flag: 'b' } }] })).toStrictEqual(['a', 'b']);
    expect(conditionFlags({ field: 'x', equals: 1 })).toStrictEqual([]);
  });
  it('lists no field for an absent condition, a preset, or a market without a market field', () => {
    expect(conditionFields(undefined, 'country')).toStrictEqual([]);
    expect(conditionFields({ preset: 'unit' }, 'country')).toStrictEqual([]);
    expect(conditionFields({ market: ['US'] })).toStrictEqual([]);
  });
});
