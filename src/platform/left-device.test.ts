import { createLeftDeviceSignal, isLeftDevice } from './left-device';

describe('the left-device signal', () => {
  it('hears only the two 401 codes of a left device', () => {
    expect(isLeftDevice(401, 'enrolment_moved')).toBe(true);
    expect(isLeftDevice(401, 'enrolment_submitted_elsewhere')).toBe(true);
    for (const [status, code] of [[401, 'no_session'], [401, 'session_expired'], [409, 'enrolment_moved'], [0, 'network_error'], [401, ''], [401, 'ENROLMENT_MOVED'], [401, 'enrolment_moved\u0000']] as const) expect(isLeftDevice(status, code)).toBe(false);
  });

  it('tells each listener once per news, keeps what was heard for later readers, and never goes back from submitted to moved', () => {
    const signal = createLeftDeviceSignal();
    const early: string[] = [];
    signal.listen((code) => early.push(code));
    signal.report('enrolment_moved');
    signal.report('enrolment_moved');
    signal.report('enrolment_submitted_elsewhere');
    signal.report('enrolment_moved');
    const late: string[] = [];
    signal.listen((code) => late.push(code));
    expect(early).toEqual(['enrolment_moved', 'enrolment_submitted_elsewhere']);
    expect(late).toEqual([]);
    expect(signal.heard()).toBe('enrolment_submitted_elsewhere');
  });

  it('stops telling a listener that left', () => {
    const signal = createLeftDeviceSignal();
    const heard: string[] = [];
    const stop = signal.listen((code) => heard.push(code));
    stop();
    signal.report('enrolment_moved');
    expect(heard).toEqual([]);
  });
});
