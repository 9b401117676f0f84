import { decodePatientState } from './decode-patient-state';
import type { Logger } from '../time/logger';

/** Translation key for a state: `patient_state_<name>`, or `patient_state_unknown` when malformed. */
export function patientStateKey(state: unknown, logger: Logger = console): string {
  const decoded = decodePatientState(state, logger);
  return `patient_state_${decoded ? decoded.name : 'unknown'}`;
}
