import { patientStateKey } from './patient-state-key';
import { recordingLogger } from '../../test/support/recording-logger';

describe('patientStateKey', () => {
  it.each([
    ['enrolled_300', 'patient_state_enrolled'],
    ['on_hold_700', 'patient_state_on_hold'],
    ['excluded_540', 'patient_state_excluded'],
    ['waiting_list_600', 'patient_state_waiting_list'],
  ])('%s → %s', (state, expected) => {
    expect(patientStateKey(state, recordingLogger())).toBe(expected);
  });

  it('is patient_state_unknown for a malformed state, and logs', () => {
    const logger = recordingLogger();
    expect(patientStateKey('closed', logger)).toBe('patient_state_unknown');
    expect(logger.errors).toEqual(['Unable to decode state']);
  });
});
