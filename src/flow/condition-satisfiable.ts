import type { Condition } from './flow-types';

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

/** Whether some flag combination lets the condition hold (for some answers). */
export function satisfiable(condition: Condition | undefined, flagNames: string[]): boolean {
  return flagCombinations(flagNames).some((flags) => evaluateWithFlags(condition, flags) !== false);
}
