import { UNITS } from '../reference/units';
import type { AnswerValue, Flow } from './flow-types';
import { flagCombinations } from './condition-satisfiable';
import { marketFieldOf } from './load-flow';
import { valueSetOf } from './value-sets';
import { valuesWorthTrying } from './values-worth-trying';
import { ageLimitsOf } from './age-limits';

/** One combination explored: flags, URL presets and the answers that conditions read. */
export interface Scenario {
  flags: Record<string, boolean>;
  presets: Record<string, string>;
  answers: Record<string, AnswerValue>;
}

/** The fixed "today" scenarios are computed against, so ages are exact. */
export const SCENARIO_TODAY = '2026-06-15';

/** The values worth trying for each field conditions read: values it can hold that they name, one other, one per market, ages around each limit that the field accepts. */
export function interestingValues(flow: Flow): Map<string, AnswerValue[]> {
  const fields = new Map(flow.steps.flatMap((step) => step.fields.map((f) => [f.name, f] as const)));
  const conditions = flow.steps.flatMap((step) => [step.when, ...step.fields.map((f) => f.when)]);
  const valueSet = (name: string) => {
    const field = fields.get(name);
    return field === undefined ? undefined : valueSetOf(field);
  };
  return valuesWorthTrying(conditions, valueSet, marketFieldOf(flow), SCENARIO_TODAY, (name) => ageLimitsOf(fields.get(name)?.validations ?? {}));
}

/** The URL presets tried: none, or each unit. */
export const PRESET_CHOICES: readonly Record<string, string>[] = [{}, ...UNITS.map((unit) => ({ unit }))];

/** Every scenario: all flag combinations × unit presets (each unit, or none) × all pairings of interesting values. */
export function scenarios(flow: Flow): Scenario[] {
  const fields = [...interestingValues(flow)];
  let answerSets: Record<string, AnswerValue>[] = [{}];
  for (const [field, options] of fields) answerSets = answerSets.flatMap((set) => options.map((value) => ({ ...set, [field]: value })));
  return flagCombinations(Object.keys(flow.flags)).flatMap((flags) => PRESET_CHOICES.flatMap((preset) => answerSets.map((answers) => ({ flags, presets: preset, answers }))));
}
