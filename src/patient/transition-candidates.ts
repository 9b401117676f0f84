import { MANUAL_TRANSITIONS, stateGroupName } from './patient-state-ranges';

/**
 * The states staff are offered to choose from: the first code of each accepted manual range
 * (`excluded_530`, `on_hold_700`, `closed_900`, …) and the first code of each range an on-hold
 * state may return to (`enrolled_300`, `active_400`). allowedTransitions filters them per patient.
 */
export function manualCandidates(): string[] {
  const manual = MANUAL_TRANSITIONS.map((t) => `${t.context}_${t.base}`);
  const returns = MANUAL_TRANSITIONS.flatMap((t) => (t.reversibleTo ? [`${stateGroupName(t.reversibleTo.min) ?? 'state'}_${t.reversibleTo.min}`] : []));
  return [...new Set([...manual, ...returns])];
}
