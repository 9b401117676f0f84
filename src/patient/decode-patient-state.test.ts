import { decodePatientState } from './decode-patient-state';
import { recordingLogger } from '../../test/support/recording-logger';

describe('decodePatientState', () => {
  it.each([
    ['enrolled_300', { handler: 'enrolled', name: 'enrolled', code: 300, isInactive: false }],
    ['active_455', { handler: 'active', name: 'active', code: 455, isInactive: false }],
    ['treated_510', { handler: 'treated', name: 'treated', code: 510, isInactive: false }],
    ['excluded_530', { handler: 'excluded', name: 'excluded', code: 530, isInactive: true }],
    ['excluded_549', { handler: 'excluded', name: 'excluded', code: 549, isInactive: true }],
    ['on_hold_700', { handler: 'on_hold', name: 'on_hold', code: 700, isInactive: true }],
    ['hold_715', { handler: 'hold', name: 'on_hold', code: 715, isInactive: true }],
    ['closed_920', { handler: 'closed', name: 'closed', code: 920, isInactive: true }],
    ['Closed_909', { handler: 'Closed', name: 'closed', code: 909, isInactive: true }],
    ['screening_100', { handler: 'screening', name: 'screening', code: 100, isInactive: false }],
    ['waiting_list_600', { handler: 'waiting_list', name: 'waiting_list', code: 600, isInactive: false }],
    ['closed_0910', { handler: 'closed', name: 'closed', code: 910, isInactive: true }],
  ])('decodes %s', (state, expected) => {
    const logger = recordingLogger();
    expect(decodePatientState(state, logger)).toEqual(expected);
    expect(logger.errors).toEqual([]);
  });

  it.each([
    [''],
    ['enrolled'],
    ['enrolled_'],
    ['_300'],
    ['300'],
    ['enrolled-300'],
    ['enrolled_30a'],
    ['enrolled__300'],
    [' enrolled_300'],
    ['enrolled_300 '],
    ['enrolled2_300'],
    ['enrolled_99999999999999999999'],
    [null],
    [undefined],
    [300],
  ])('logs and returns null for %p', (state) => {
    const logger = recordingLogger();
    expect(decodePatientState(state, logger)).toBeNull();
    expect(logger.errors).toEqual(['Unable to decode state']);
    expect(logger.warnings).toEqual([]);
  });
});
