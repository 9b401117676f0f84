import { decodePatientState, parsePatientState } from './decode-patient-state';
import type { Logger } from '../time/logger';
import { inRange, manualTransitionFor } from './patient-state-ranges';

/** The candidate states that may be chosen manually from `current` (docs/spec/states.md#allowed-transitions), in the order given. */
export function allowedTransitions(
  current: string,
  candidates: readonly string[] | undefined,
  logger: Logger = console,
): string[] {
  if (!candidates || candidates.length === 0) return [];
  const from = parsePatientState(current);
  if (!from) {
    logger.error('Unable to decode current state');
    return [];
  }
  const returnTo = manualTransitionFor(from.code)?.reversibleTo ?? null;
  return candidates.filter((candidate) => {
    const to = decodePatientState(candidate, logger);
    if (!to) return false;
    return manualTransitionFor(to.code) !== undefined || (returnTo !== null && inRange(to.code, returnTo));
  });
}
