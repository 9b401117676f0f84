import type { Condition } from './flow-types';
import { evaluateWithFlags, flagCombinations, satisfiable } from './condition-satisfiable';

describe('evaluateWithFlags', () => {
  it.each<[Condition | undefined, Record<string, boolean>, boolean | 'unknown']>([
    [undefined, {}, true],
    [{ flag: 'a' }, { a: true }, true],
    [{ flag: 'a' }, { a: false }, false],
    [{ market: ['US'] }, {}, 'unknown'],
    [{ market: [] }, {}, false],
    [{ field: 'x', in: [] }, {}, false],
    [{ all: [{ flag: 'a' }, { market: ['US'] }] }, { a: false }, false],
    [{ all: [{ flag: 'a' }, { market: ['US'] }] }, { a: true }, 'unknown'],
    [{ any: [{ flag: 'a' }, { market: ['US'] }] }, { a: true }, true],
    [{ any: [{ flag: 'a' }, { field: 'x', in: [] }] }, { a: false }, false],
    [{ not: { flag: 'a' } }, { a: false }, true],
    [{ not: { preset: 'unit' } }, {}, 'unknown'],
  ])('%j with %j → %s', (condition, flags, expected) => {
    expect(evaluateWithFlags(condition, flags)).toBe(expected);
  });
});

it('enumerates flag combinations', () => {
  expect(flagCombinations(['a', 'b'])).toEqual([{ a: false, b: false }, { a: true, b: false }, { a: false, b: true }, { a: true, b: true }]);
});

it('finds contradictions no flag combination satisfies', () => {
  expect(satisfiable({ all: [{ flag: 'a' }, { not: { flag: 'a' } }] }, ['a'])).toBe(false);
  expect(satisfiable({ all: [{ flag: 'a' }, { not: { flag: 'b' } }] }, ['a', 'b'])).toBe(true);
});
