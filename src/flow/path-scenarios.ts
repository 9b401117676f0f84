import { COUNTRIES } from '../reference/countries';
import { marketOf } from '../reference/markets';
import { hasStates } from '../reference/states';
import { UNITS } from '../reference/units';
import type { AnswerValue, Condition, Flow } from './flow-types';
import { flagCombinations } from './condition-satisfiable';
import { marketFieldOf } from './load-flow';

/** One combination explored: flags, URL presets and the answers that conditions read. */
export interface Scenario {
  flags: Record<string, boolean>;
  presets: Record<string, string>;
  answers: Record<string, AnswerValue>;
}

/** The fixed "today" scenarios are computed against, so ages are exact. */
export const SCENARIO_TODAY = '2026-06-15';

function atoms(condition: Condition | undefined): Condition[] {
  if (condition === undefined) return [];
  if ('all' in condition) return condition.all.flatMap(atoms);
  if ('any' in condition) return condition.any.flatMap(atoms);
  if ('not' in condition) return atoms(condition.not);
  return [condition];
}

const birthDateForAge = (age: number) => `${Number(SCENARIO_TODAY.slice(0, 4)) - age}${SCENARIO_TODAY.slice(4)}`;

/** The values worth trying for each field conditions read: the values they name, one per market, ages around each limit. */
export function interestingValues(flow: Flow): Map<string, AnswerValue[]> {
  const values = new Map<string, Set<AnswerValue>>();
  const add = (field: string, ...more: AnswerValue[]) => more.forEach((v) => values.set(field, (values.get(field) ?? new Set()).add(v)));
  const marketField = marketFieldOf(flow);
  const conditions = flow.steps.flatMap((step) => [step.when, ...step.fields.map((f) => f.when)]).flatMap(atoms);
  for (const atom of conditions) {
    if ('equals' in atom) add(atom.field, atom.equals, `not-${String(atom.equals)}`);
    if ('in' in atom) add(atom.field, ...atom.in, 'none-of-these');
    if ('answered' in atom) add(atom.field, 'answered', '');
    if ('age' in atom) for (const limit of [atom.age.below, atom.age.atLeast]) if (limit !== undefined) add(atom.age.field, birthDateForAge(limit - 1), birthDateForAge(limit));
    if ('age' in atom) add(atom.age.field, birthDateForAge(30));
    if ('market' in atom && marketField) {
      // One country per market, with and without a region list, so market and region rules meet every pairing.
      for (const market of ['US', 'CA', 'UK', 'EU', 'OTHER']) {
        for (const withStates of [true, false]) {
          const country = COUNTRIES.find((c) => marketOf(c.code) === market && hasStates(c.code) === withStates);
          if (country) add(marketField, country.code);
        }
      }
    }
  }
  return new Map([...values].map(([field, set]) => [field, [...set]]));
}

/** Every scenario: all flag combinations × unit presets (each unit, or none) × all pairings of interesting values. */
export function scenarios(flow: Flow): Scenario[] {
  const fields = [...interestingValues(flow)];
  let answerSets: Record<string, AnswerValue>[] = [{}];
  for (const [field, options] of fields) answerSets = answerSets.flatMap((set) => options.map((value) => ({ ...set, [field]: value })));
  const presets: Record<string, string>[] = [{}, ...UNITS.map((unit) => ({ unit }))];
  return flagCombinations(Object.keys(flow.flags)).flatMap((flags) => presets.flatMap((preset) => answerSets.map((answers) => ({ flags, presets: preset, answers }))));
}
