import type { Field, Flow, Step } from './flow-types';
import { flowReads } from './flow-reads';

const field = (name: string, extra: Partial<Field> = {}): Field => ({ name, type: 'text', labelKey: `f.${name}`, validations: {}, ...extra });
const step = (id: string, fields: Field[], when?: Step['when']): Step => ({ id, kind: 'form', titleKey: `${id}.title`, fields, ...(when ? { when } : {}) });

// where → coach (reads the coaching flag and the market) → phone (a rule reads the country) → unit (reads the unit preset).
const flow: Flow = {
  id: 'onboarding', version: '3', flags: { coaching: { default: true }, unused: { default: false } },
  steps: [
    step('where', [field('country', { type: 'country' }), field('goal')]),
    step('coach', [field('coachNote', { when: { field: 'goal', answered: true } })], { all: [{ flag: 'coaching' }, { market: ['US'] }] }),
    step('phone', [field('phone', { validations: { phoneOf: 'country' } })]),
    step('unit', [field('site')], { preset: 'unit' }),
  ],
};

describe('flowReads', () => {
  const reads = flowReads(flow, 'country');

  it('lists per step the fields its conditions and rules read', () => {
    expect(reads.byStep).toEqual([[], ['country', 'goal'], ['country'], []]);
    expect(reads.sourceStep).toEqual(new Map([['country', 'where'], ['goal', 'where'], ['coachNote', 'coach'], ['phone', 'phone'], ['site', 'unit']]));
  });

  it('knows from each step on which fields, and which of their steps, are still read', () => {
    expect(reads.names.map((set) => [...set].sort())).toEqual([['country', 'goal'], ['country', 'goal'], ['country'], [], []]);
    expect(reads.sources.map((set) => [...set])).toEqual([['where'], ['where'], ['where'], [], []]);
  });

  it('says whether a flag, the unit preset or an answer can still be read', () => {
    expect(reads.relevant(0, 'flag:coaching')).toBe(true);
    expect(reads.relevant(2, 'flag:coaching')).toBe(false);
    expect(reads.relevant(0, 'flag:unused')).toBe(false);
    expect(reads.relevant(3, 'preset:unit')).toBe(true);
    expect(reads.relevant(4, 'preset:unit')).toBe(false);
    expect(reads.relevant(2, 'preset:country')).toBe(true);
    expect(reads.relevant(3, 'preset:country')).toBe(false);
    expect(reads.relevant(2, 'field:country')).toBe(true);
    expect(reads.relevant(2, 'field:goal')).toBe(false);
    expect(reads.relevant(4, 'field:country')).toBe(false);
  });

  it('keys a state by what later steps read, in a fixed order', () => {
    const state = { chosen: new Map<string, unknown>([['field:goal', 'sleep'], ['flag:coaching', true]]), shown: new Set(['goal', 'country']), onPath: new Set(['where']), seenReview: false };
    expect(reads.stateKey(1, state)).toBe('1|field:goal="sleep",flag:coaching=true|country,goal|where|false|false|false');
    expect(reads.stateKey(1, { ...state, seenReview: true, lastKind: 'done' })).toBe('1|field:goal="sleep",flag:coaching=true|country,goal|where|true|true|false');
    expect(reads.stateKey(1, { ...state, lastKind: 'review' })).toBe('1|field:goal="sleep",flag:coaching=true|country,goal|where|false|false|false');
  });

  it('multiplies the values of every variable read, counting a variable without values once', () => {
    const sizes: Record<string, number> = { 'flag:coaching': 2, 'preset:unit': 3, 'field:country': 4, 'field:goal': 0 };
    const asked: string[] = [];
    expect(reads.combinations((v) => { asked.push(v); return Array.from({ length: sizes[v] ?? 7 }, (_, i) => i); })).toBe(2 * 3 * 4 * 1);
    expect(asked.sort()).toEqual(['field:country', 'field:goal', 'flag:coaching', 'preset:unit']);
  });

  it('counts no flag the flow does not declare, and reads nothing past the last step', () => {
    const undeclared = flowReads({ ...flow, steps: [step('about', [field('name')], { flag: 'retired' })] }, undefined);
    expect(undeclared.relevant(0, 'flag:retired')).toBe(true);
    expect(undeclared.combinations(() => [true, false])).toBe(1);
    expect(reads.relevant(9, 'flag:coaching')).toBe(false);
    expect(reads.relevant(9, 'preset:unit')).toBe(false);
    expect(reads.relevant(9, 'field:country')).toBe(false);
  });

  it('names no step for a field that only the address can give', () => {
    const fromAddress = flowReads({ ...flow, steps: [step('about', [field('name')], { field: 'referrer', answered: true })] }, undefined);
    expect(fromAddress.names[0]).toEqual(new Set(['referrer']));
    expect(fromAddress.sources[0]).toEqual(new Set());
  });

  it('reads no market field when the flow has none', () => {
    expect(flowReads(flow, undefined).byStep[1]).toEqual(['goal']);
  });

  it('counts one combination for a flow that reads nothing', () => {
    expect(flowReads({ ...flow, steps: [step('about', [field('name')])] }, undefined).combinations(() => [true, false])).toBe(1);
  });
});
