import type { Logger } from '../time/logger';
import { manualTransitionFor, stateGroupName } from './patient-state-ranges';

/** A patient state string split into its parts (docs/spec/entities.md#patient-state). */
export interface PatientState {
  handler: string;
  name: string;
  code: number;
  isInactive: boolean;
}

// The handler is every word before the last underscore, so "on_hold_700" has handler "on_hold".
const STATE_PATTERN = /^([a-z]+(?:_[a-z]+)*)_(\d+)$/i;

/** Decodes `<handler>_<digits>` without logging; null when the string does not match. */
export function parsePatientState(state: unknown): PatientState | null {
  if (typeof state !== 'string') return null;
  const match = STATE_PATTERN.exec(state);
  if (!match) return null;
  const [, handler, digits] = match;
  const code = Number(digits);
  if (!Number.isSafeInteger(code)) return null;
  return {
    handler,
    name: stateGroupName(code) ?? handler,
    code,
    isInactive: manualTransitionFor(code)?.inactive ?? false,
  };
}

/** Decodes a patient state, logging "Unable to decode state" and returning null when malformed. */
export function decodePatientState(state: unknown, logger: Logger = console): PatientState | null {
  const decoded = parsePatientState(state);
  if (!decoded) logger.error('Unable to decode state');
  return decoded;
}
