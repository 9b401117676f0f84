import { COUNTRIES } from '../reference/countries';
import { marketOf } from '../reference/markets';
import { hasRegions } from '../reference/regions';
import type { AnswerValue, Condition } from './flow-types';
import { MARKET_NAMES, canHold } from './value-sets';
import { clampAge, type AgeLimits } from './age-limits';

/** The leaves of a condition (flags, presets, answers, markets, ages), in order, negated or not. */
export function conditionAtoms(condition: Condition | undefined): Condition[] {
  if (condition === undefined) return [];
  if ('all' in condition) return condition.all.flatMap(conditionAtoms);
  if ('any' in condition) return condition.any.flatMap(conditionAtoms);
  if ('not' in condition) return conditionAtoms(condition.not);
  return [condition];
}

const birthDateForAge = (today: string, age: number) => `${Number(today.slice(0, 4)) - age}${today.slice(4)}`;

/**
 * The answers worth trying for each field the conditions read: the values they name (only those the field
 * can hold), one value they do not name, one country per market with and without a region list, ages either
 * side of each limit. `valueSet` gives a field's possible values (undefined: any text); `ageLimits` the ages a
 * birth date field accepts, so an age it refuses is tried as the nearest it accepts: a condition that only
 * refused ages satisfy then never holds, and no path is walked with an answer the member could not give.
 */
export function valuesWorthTrying(
  conditions: readonly (Condition | undefined)[],
  valueSet: (field: string) => readonly AnswerValue[] | undefined,
  marketField: string | undefined,
  today: string,
  ageLimits: (field: string) => AgeLimits = () => ({}),
): Map<string, AnswerValue[]> {
  const values = new Map<string, Set<AnswerValue>>();
  const wantsOther = new Set<string>();
  // '' stands for "not answered", which every field can be.
  const add = (field: string, ...more: AnswerValue[]) => {
    const set = valueSet(field);
    for (const v of more) if (v === '' || canHold(set, v)) values.set(field, (values.get(field) ?? new Set()).add(v));
  };
  for (const atom of conditions.flatMap(conditionAtoms)) {
    if ('equals' in atom || 'in' in atom) {
      add(atom.field, ...('equals' in atom ? [atom.equals] : atom.in));
      wantsOther.add(atom.field);
    }
    if ('answered' in atom) add(atom.field, valueSet(atom.field)?.[0] ?? 'answered', '');
    if ('age' in atom) {
      const limits = ageLimits(atom.age.field);
      const ages = [...[atom.age.below, atom.age.atLeast].flatMap((limit) => (limit === undefined ? [] : [limit - 1, limit])), 30];
      add(atom.age.field, ...ages.map((age) => birthDateForAge(today, clampAge(age, limits))));
    }
    if ('market' in atom && marketField) {
      // One country per market, with and without a region list, so market and region rules meet every pairing.
      for (const market of MARKET_NAMES) {
        for (const withStates of [true, false]) {
          const country = COUNTRIES.find((c) => marketOf(c.code) === market && hasRegions(c.code) === withStates && canHold(valueSet(marketField), c.code));
          if (country) add(marketField, country.code);
        }
      }
    }
  }
  // Last, so that a real named value (or a market's country) is the first to stand for each path.
  for (const field of wantsOther) {
    const named = values.get(field) ?? new Set<AnswerValue>();
    const set = valueSet(field);
    const other = set === undefined ? 'none-of-these' : set.find((v) => !named.has(v));
    if (other !== undefined) values.set(field, named.add(other));
  }
  return new Map([...values].map(([field, set]) => [field, [...set]]));
}
