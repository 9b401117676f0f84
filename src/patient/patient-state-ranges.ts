/** Number of codes in each manual transition range, counted from its base (docs/spec/constants.md#manual-range-length). */
export const MANUAL_RANGE_LENGTH = 10;

/** An inclusive span of state codes. */
export interface CodeRange {
  min: number;
  max: number;
}

/** The group a state belongs to, by code. */
export interface StateGroup extends CodeRange {
  name: string;
}

/** One row of the accepted manual transitions table (docs/spec/states.md#manual-transitions). */
export interface ManualTransition {
  base: number;
  meaning: string;
  context: 'excluded' | 'on_hold' | 'closed';
  /** The group a member must stand in for the move to apply (the table's "from"). */
  from: 'enrolled' | 'active' | 'treated';
  inactive: boolean;
  reversibleTo: CodeRange | null;
}

const ENROLLED: CodeRange = { min: 300, max: 399 };
const ACTIVE: CodeRange = { min: 400, max: 499 };

/** State groups by code range; "treated" (500–529) is our assumption, the spec only implies it. */
export const STATE_GROUPS: readonly StateGroup[] = [
  { name: 'enrolled', ...ENROLLED },
  { name: 'active', ...ACTIVE },
  { name: 'treated', min: 500, max: 529 },
  { name: 'excluded', min: 530, max: 549 },
  { name: 'on_hold', min: 700, max: 719 },
  { name: 'closed', min: 900, max: 929 },
];

/** Accepted manual transitions; each covers MANUAL_RANGE_LENGTH codes from its base. */
export const MANUAL_TRANSITIONS: readonly ManualTransition[] = [
  { base: 530, meaning: 'Exclude from Enrolled', context: 'excluded', from: 'enrolled', inactive: true, reversibleTo: null },
  { base: 540, meaning: 'Excluded from Active', context: 'excluded', from: 'active', inactive: true, reversibleTo: null },
  { base: 700, meaning: 'On-Hold from Enrolled', context: 'on_hold', from: 'enrolled', inactive: true, reversibleTo: ENROLLED },
  { base: 710, meaning: 'On-Hold from Active', context: 'on_hold', from: 'active', inactive: true, reversibleTo: ACTIVE },
  { base: 900, meaning: 'Closed from Enrolled', context: 'closed', from: 'enrolled', inactive: true, reversibleTo: null },
  { base: 910, meaning: 'Closed from Active', context: 'closed', from: 'active', inactive: true, reversibleTo: null },
  { base: 920, meaning: 'Closed from Treated', context: 'closed', from: 'treated', inactive: true, reversibleTo: null },
];

/** Whether `code` lies in the inclusive range. */
export function inRange(code: number, range: CodeRange): boolean {
  return code >= range.min && code <= range.max;
}

/** The manual transition row whose range holds `code`, if any. */
export function manualTransitionFor(code: number): ManualTransition | undefined {
  return MANUAL_TRANSITIONS.find((t) => code >= t.base && code < t.base + MANUAL_RANGE_LENGTH);
}

/** The group name for `code`, if the code falls in a known group. */
export function stateGroupName(code: number): string | undefined {
  return STATE_GROUPS.find((group) => inRange(code, group))?.name;
}
