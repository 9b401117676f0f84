import type { Condition } from './flow-types';
import { canEverHold, evaluateWithFlags, flagCombinations, satisfiable } from './condition-satisfiable';

describe('evaluateWithFlags', () => {
  it.each<[Condition | undefined, Record<string, boolean>, boolean | 'unknown']>([
    [undefined, {}, true],
    [{ flag: 'a' }, { a: true }, true],
    [{ flag: 'a' }, { a: false }, false],
    [{ market: ['US'] }, {}, 'unknown'],
    [{ market: [] }, {}, false],
    [{ field: 'x', in: [] }, {}, false],
    [{ field: 'x', in: ['a'] }, {}, 'unknown'],
    [{ all: [{ flag: 'a' }, { market: ['US'] }] }, { a: false }, false],
    [{ all: [{ flag: 'a' }, { market: ['US'] }] }, { a: true }, 'unknown'],
    [{ any: [{ flag: 'a' }, { market: ['US'] }] }, { a: true }, true],
    [{ any: [{ flag: 'a' }, { field: 'x', in: [] }] }, { a: false }, false],
    [{ all: [{ flag: 'a' }, { flag: 'b' }] }, { a: true, b: true }, true],
    [{ any: [{ flag: 'a' }, { market: ['US'] }] }, { a: false }, 'unknown'],
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

describe('canEverHold', () => {
  const sets: Record<string, readonly (string | boolean)[]> = { unit: ['bloom', 'move'], consent: [true, false] };
  const valueSet = (field: string) => sets[field];
  it.each<[Condition, boolean]>([
    [{ field: 'unit', equals: 'bloom' }, true],
    [{ field: 'unit', equals: 'moove' }, false],
    [{ all: [{ field: 'unit', equals: 'bloom' }, { field: 'unit', equals: 'move' }] }, false],
    [{ all: [{ field: 'unit', in: ['bloom', 'move'] }, { not: { field: 'unit', equals: 'bloom' } }] }, true],
    [{ all: [{ market: ['US'] }, { market: ['UK'] }] }, false],
    [{ all: [{ market: ['US', 'UK'] }, { not: { market: ['US'] } }] }, true],
    [{ all: [{ age: { field: 'born', below: 18 } }, { age: { field: 'born', atLeast: 18 } }] }, false],
    [{ all: [{ flag: 'a' }, { field: 'name', answered: true }, { not: { field: 'name', equals: 'x' } }] }, true],
    [{ field: 'consent', equals: 'true' }, false],
    [{ all: [{ preset: 'unit' }, { not: { preset: 'unit' } }] }, false],
    [{ preset: 'unit' }, true],
    [{ not: { preset: 'unit' } }, true],
  ])('%j → %s', (condition, expected) => {
    expect(canEverHold(condition, valueSet, 'country')).toBe(expected);
  });

  it.each<[Condition, boolean]>([
    [{ age: { field: 'born', below: 12 } }, false],
    [{ age: { field: 'born', below: 14 } }, true],
    [{ age: { field: 'born', atLeast: 121 } }, false],
    [{ age: { field: 'born', atLeast: 120 } }, true],
    [{ age: { field: 'other', below: 12 } }, true],
    // A birth date left unanswered has no age, so a 'not' of an age still holds.
    [{ not: { age: { field: 'born', atLeast: 13 } } }, true],
  ])('%j with a birth date accepting ages 13 to 120 → %s', (condition, expected) => {
    expect(canEverHold(condition, valueSet, 'country', (field) => (field === 'born' ? { minAge: 13, maxAge: 120 } : {}))).toBe(expected);
  });

  it('finds the ages inside narrow limits that no age either side of a condition\'s own limit falls in', () => {
    expect(canEverHold({ age: { field: 'born', below: 50 } }, valueSet, 'country', () => ({ minAge: 40, maxAge: 45 }))).toBe(true);
    expect(canEverHold({ all: [{ age: { field: 'born', atLeast: 20 } }, { age: { field: 'born', below: 25 } }] }, valueSet, 'country', () => ({ minAge: 22, maxAge: 23 }))).toBe(true);
  });

  it('holds for an absent condition', () => {
    expect(canEverHold(undefined, valueSet, 'country')).toBe(true);
  });
});
