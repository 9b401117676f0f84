import { parsePatientState } from './decode-patient-state';
import type { Logger } from '../time/logger';
import { allowedTransitions } from './allowed-transitions';
import { manualTransitionFor, stateGroupName } from './patient-state-ranges';

/**
 * The group a member stands in for choosing a move: their own group, except that an on-hold member stands in
 * the group the hold may return to (on hold from enrolled is still an enrolled member who may be closed).
 */
function standingGroup(code: number): string | undefined {
  const hold = manualTransitionFor(code)?.reversibleTo;
  return hold ? stateGroupName(hold.min) : stateGroupName(code);
}

/**
 * The transitions a coordinator is offered from `current`: those allowed (docs/spec/states.md#allowed-transitions, allowedTransitions), less
 * the group the member is already in and the moves whose "from" group is not where the member stands.
 */
export function offeredTransitions(current: string, candidates: readonly string[] | undefined, logger: Logger = console): string[] {
  const allowed = allowedTransitions(current, candidates, logger);
  const from = parsePatientState(current);
  if (!from || allowed.length === 0) return [];
  const standing = standingGroup(from.code);
  if (!standing) return [];
  return allowed.filter((candidate) => {
    const to = parsePatientState(candidate);
    if (!to || stateGroupName(to.code) === stateGroupName(from.code)) return false;
    const move = manualTransitionFor(to.code);
    return move ? move.from === standing : true;
  });
}
