import type { AnswerValue, Condition } from './flow-types';
import { branchOnReads, evaluateLazily, UnchosenVariable, type LazyLookup, type VariableValue } from './lazy-condition';

const TODAY = '2026-06-15';

/** A lookup over fixed values that records what the condition read, and refuses anything not given. */
function recording(values: { flags?: Record<string, boolean>; presets?: Record<string, string>; fields?: Record<string, AnswerValue> }) {
  const read: string[] = [];
  const look: LazyLookup = {
    flag: (name) => {
      read.push(`flag:${name}`);
      if (!(name in (values.flags ?? {}))) throw new UnchosenVariable(`flag:${name}`);
      return values.flags?.[name] === true;
    },
    preset: (name) => {
      read.push(`preset:${name}`);
      return values.presets?.[name];
    },
    field: (name) => {
      read.push(`field:${name}`);
      return values.fields?.[name];
    },
  };
  return { look, read };
}

describe('evaluateLazily', () => {
  it.each<[string, Condition | undefined, Parameters<typeof recording>[0], boolean]>([
    ['absent', undefined, {}, true],
    ['flag on', { flag: 'coaching' }, { flags: { coaching: true } }, true],
    ['flag off', { flag: 'coaching' }, { flags: { coaching: false } }, false],
    ['preset given', { preset: 'unit' }, { presets: { unit: 'move' } }, true],
    ['preset missing', { preset: 'unit' }, {}, false],
    ['equals', { field: 'goal', equals: 'sleep' }, { fields: { goal: 'sleep' } }, true],
    ['equals other', { field: 'goal', equals: 'sleep' }, { fields: { goal: 'weight' } }, false],
    ['unanswered', { field: 'goal', answered: false }, {}, true],
    ['answered', { field: 'goal', answered: true }, {}, false],
    ['market US', { market: ['US'] }, { fields: { country: 'US' } }, true],
    ['market UK', { market: ['UK'] }, { fields: { country: 'US' } }, false],
    ['minor', { age: { field: 'dob', below: 18 } }, { fields: { dob: '2010-06-16' } }, true],
    ['adult', { age: { field: 'dob', below: 18 } }, { fields: { dob: '2008-06-15' } }, false],
    ['all', { all: [{ flag: 'coaching' }, { field: 'goal', equals: 'sleep' }] }, { flags: { coaching: true }, fields: { goal: 'sleep' } }, true],
    ['all fails', { all: [{ flag: 'coaching' }, { field: 'goal', equals: 'sleep' }] }, { flags: { coaching: true }, fields: { goal: 'weight' } }, false],
    ['any', { any: [{ flag: 'coaching' }, { field: 'goal', equals: 'sleep' }] }, { flags: { coaching: false }, fields: { goal: 'sleep' } }, true],
    ['any fails', { any: [{ flag: 'coaching' }, { field: 'goal', equals: 'sleep' }] }, { flags: { coaching: false }, fields: {} }, false],
    ['not', { not: { flag: 'coaching' } }, { flags: { coaching: false } }, true],
    ['not of an answer', { not: { field: 'goal', equals: 'sleep' } }, { fields: { goal: 'sleep' } }, false],
  ])('%s', (_name, condition, values, expected) => {
    expect(evaluateLazily(condition, recording(values).look, 'country', TODAY)).toBe(expected);
  });

  it('reads only what the engine would read, in its order', () => {
    const { look, read } = recording({ flags: { coaching: false }, fields: { goal: 'sleep' } });
    expect(read).toEqual([]);
    expect(evaluateLazily({ all: [{ flag: 'coaching' }, { field: 'goal', equals: 'sleep' }] }, look, 'country', TODAY)).toBe(false);
    expect(read).toEqual(['flag:coaching']);
  });

  it('reads no field for a market condition when the flow has no country field', () => {
    const { look, read } = recording({ fields: { country: 'US' } });
    expect(evaluateLazily({ market: ['US'] }, look, undefined, TODAY)).toBe(false);
    expect(read).toEqual([]);
  });

  it('counts ages from the given day', () => {
    const { look } = recording({ fields: { dob: '2008-06-16' } });
    expect(evaluateLazily({ age: { field: 'dob', atLeast: 18 } }, look, 'country', '2026-06-15')).toBe(false);
    expect(evaluateLazily({ age: { field: 'dob', atLeast: 18 } }, look, 'country', '2026-06-16')).toBe(true);
  });
});

describe('branchOnReads', () => {
  const lookupOf = (chosen: ReadonlyMap<string, VariableValue>) => (variable: string) => {
    if (!chosen.has(variable)) throw new UnchosenVariable(variable);
    return chosen.get(variable);
  };
  const domain = (variable: string): readonly VariableValue[] => (variable === 'flag:coaching' ? [true, false] : ['sleep', undefined]);

  it('runs once per value of each variable read, and only of those read', () => {
    const runs = branchOnReads(new Map(), domain, (chosen) => {
      const get = lookupOf(chosen);
      return get('flag:coaching') === true ? `goal ${String(get('field:goal'))}` : 'no coaching';
    });
    expect(runs.map(({ chosen, result }) => [[...chosen], result])).toEqual([
      [[['flag:coaching', true], ['field:goal', 'sleep']], 'goal sleep'],
      [[['flag:coaching', true], ['field:goal', undefined]], 'goal undefined'],
      [[['flag:coaching', false]], 'no coaching'],
    ]);
  });

  it('keeps what was already chosen and branches on nothing more when that is all it reads', () => {
    const chosen = new Map<string, VariableValue>([['flag:coaching', false]]);
    const runs = branchOnReads(chosen, domain, (c) => lookupOf(c)('flag:coaching'));
    expect(runs).toEqual([{ chosen, result: false }]);
  });

  it('lets any other error through', () => {
    expect(() => branchOnReads(new Map(), domain, () => { throw new RangeError('broken flow'); })).toThrow(RangeError);
  });

  it('names the variable it lacks', () => {
    expect(new UnchosenVariable('flag:coaching').message).toBe("Variable 'flag:coaching' has no value yet; the explorer branches on it.");
    expect(new UnchosenVariable('flag:coaching').variable).toBe('flag:coaching');
  });
});
