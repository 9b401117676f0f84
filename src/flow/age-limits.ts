/** The ages a birth date field accepts by its own `minAge` / `maxAge` rules; a missing bound is no limit. */
export interface AgeLimits {
  minAge?: number;
  maxAge?: number;
}

/** A field's age limits, from its gathered validations (rule name → value). */
export function ageLimitsOf(validations: Record<string, unknown>): AgeLimits {
  const limits: AgeLimits = {};
  if (Number.isInteger(validations.minAge)) limits.minAge = validations.minAge as number;
  if (Number.isInteger(validations.maxAge)) limits.maxAge = validations.maxAge as number;
  return limits;
}

/** The accepted age nearest to `age`. */
export function clampAge(age: number, limits: AgeLimits): number {
  const atLeastYoungest = Math.max(age, limits.minAge ?? age);
  return Math.min(atLeastYoungest, limits.maxAge ?? atLeastYoungest);
}

/** The accepted ages in words: "13 to 120", "18 or older", "17 or younger". */
export function ageRangeText(limits: AgeLimits): string {
  if (limits.minAge === undefined) return `${String(limits.maxAge)} or younger`;
  return limits.maxAge === undefined ? `${limits.minAge} or older` : `${limits.minAge} to ${limits.maxAge}`;
}
