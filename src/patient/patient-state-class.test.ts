import { patientStateClass } from './patient-state-class';
import { recordingLogger } from '../../test/support/recording-logger';

describe('patientStateClass', () => {
  it.each([
    ['enrolled_300', 'patient-state-enrolled'],
    ['active_400', 'patient-state-active'],
    ['on_hold_700', 'patient-state-on-hold'],
    ['paused_710', 'patient-state-on-hold'],
    ['closed_910', 'patient-state-closed'],
    ['waiting_list_600', 'patient-state-waiting-list'],
  ])('%s → %s', (state, expected) => {
    expect(patientStateClass(state, recordingLogger())).toBe(expected);
  });

  it('is patient-state-unknown for a malformed state, and logs', () => {
    const logger = recordingLogger();
    expect(patientStateClass('not a state', logger)).toBe('patient-state-unknown');
    expect(logger.errors).toEqual(['Unable to decode state']);
  });
});
