import { decodePatientState } from './decode-patient-state';
import type { Logger } from '../time/logger';

/** Style class for a state: `patient-state-<name with dashes>`, or `patient-state-unknown` when malformed. */
export function patientStateClass(state: unknown, logger: Logger = console): string {
  const decoded = decodePatientState(state, logger);
  return decoded ? `patient-state-${decoded.name.replace(/_/g, '-')}` : 'patient-state-unknown';
}
