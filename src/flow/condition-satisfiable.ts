import type { Answers, AnswerValue, Condition } from './flow-types';
import { conditionFields, conditionFlags, evaluateCondition } from './evaluate-condition';
import { conditionAtoms, valuesWorthTrying } from './values-worth-trying';
import type { AgeLimits } from './age-limits';

// Any fixed day: ages are tried either side of each limit relative to it.
const SATISFIABLE_TODAY = '2026-06-15';

/** Three-valued truth: known true, known false, or depends on answers. */
export type Tri = true | false | 'unknown';

/** Evaluates a condition knowing only the flags; anything that reads answers or presets is 'unknown'. */
export function evaluateWithFlags(condition: Condition | undefined, flags: Record<string, boolean>): Tri {
  if (condition === undefined) return true;
  if ('flag' in condition) return flags[condition.flag] === true;
  if ('all' in condition) {
    const parts = condition.all.map((c) => evaluateWithFlags(c, flags));
    if (parts.includes(false)) return false;
    return parts.every((p) => p === true) ? true : 'unknown';
  }
  if ('any' in condition) {
    const parts = condition.any.map((c) => evaluateWithFlags(c, flags));
    if (parts.includes(true)) return true;
    return parts.every((p) => p === false) ? false : 'unknown';
  }
  if ('not' in condition) {
    const inner = evaluateWithFlags(condition.not, flags);
    return inner === 'unknown' ? 'unknown' : !inner;
  }
  if ('in' in condition && condition.in.length === 0) return false;
  if ('market' in condition && condition.market.length === 0) return false;
  return 'unknown';
}

/** Every combination of the given flags' values (2^n of them). */
export function flagCombinations(names: string[]): Record<string, boolean>[] {
  const combos: Record<string, boolean>[] = [];
  for (let mask = 0; mask < 2 ** names.length; mask += 1) {
    combos.push(Object.fromEntries(names.map((name, index) => [name, (mask & (1 << index)) !== 0])));
  }
  return combos;
}

/** Whether some flag combination lets the condition hold (for some answers); only the flags it reads are tried. */
export function satisfiable(condition: Condition | undefined, flagNames: string[]): boolean {
  const read = new Set(conditionFlags(condition));
  return flagCombinations(flagNames.filter((name) => read.has(name))).some((flags) => evaluateWithFlags(condition, flags) !== false);
}

/**
 * Whether some flags, presets and answers (only values each field can hold, from `valueSet`) make the
 * condition hold: an `all` of contradictory atoms, a value no answer can have, or an age the birth date
 * field refuses (`ageLimits`), never does.
 */
export function canEverHold(
  condition: Condition | undefined,
  valueSet: (field: string) => readonly AnswerValue[] | undefined,
  marketField: string | undefined,
  ageLimits?: (field: string) => AgeLimits,
): boolean {
  if (condition === undefined) return true;
  const values = valuesWorthTrying([condition], valueSet, marketField, SATISFIABLE_TODAY, ageLimits);
  let answerSets: Answers[] = [{}];
  for (const field of new Set(conditionFields(condition, marketField))) {
    const options = [...(values.get(field) ?? []), undefined];
    answerSets = answerSets.flatMap((answers) => options.map((value) => (value === undefined || value === '' ? answers : { ...answers, [field]: { [field]: value } })));
  }
  const presetNames = [...new Set(conditionAtoms(condition).flatMap((a) => ('preset' in a ? [a.preset] : [])))];
  const presetSets = presetNames.reduce<Record<string, string>[]>((sets, name) => sets.flatMap((s) => [s, { ...s, [name]: String(values.get(name)?.[0] ?? 'given') }]), [{}]);
  return flagCombinations([...new Set(conditionFlags(condition))]).some((flags) =>
    presetSets.some((presets) => answerSets.some((answers) => evaluateCondition(condition, { flags, presets, answers, today: SATISFIABLE_TODAY, marketField }))));
}
