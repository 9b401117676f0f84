import { createIdleSession, SESSION_TIMEOUT_MS, SESSION_WARNING_MS } from './idle-session';

function setup() {
  const onWarn = jest.fn();
  const onExpire = jest.fn();
  const session = createIdleSession({ onWarn, onExpire });
  session.start();
  return { session, onWarn, onExpire };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the idle session (docs/spec/states.md#session)', () => {
  it('logs out after 1800 s, warning 120 s before', () => {
    expect([SESSION_TIMEOUT_MS, SESSION_WARNING_MS]).toEqual([1_800_000, 120_000]);
    const { session, onWarn, onExpire } = setup();
    jest.advanceTimersByTime(1_679_999);
    expect(onWarn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledTimes(1);
    expect(session.phase()).toBe('warning');
    jest.advanceTimersByTime(119_999);
    expect(onExpire).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(session.phase()).toBe('expired');
  });

  it('counts from the last activity', () => {
    const { session, onWarn, onExpire } = setup();
    jest.advanceTimersByTime(1_000_000);
    session.activity();
    jest.advanceTimersByTime(1_679_999);
    expect(onWarn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(120_001);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('ignores activity once warned; only stay restarts the clock', () => {
    const { session, onWarn, onExpire } = setup();
    jest.advanceTimersByTime(1_700_000);
    session.activity();
    jest.advanceTimersByTime(100_000);
    expect(onExpire).toHaveBeenCalledTimes(1);

    const second = setup();
    jest.advanceTimersByTime(1_700_000);
    second.session.stay();
    expect(second.session.phase()).toBe('active');
    jest.advanceTimersByTime(1_799_999);
    expect(second.onExpire).not.toHaveBeenCalled();
    expect(second.onWarn).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(1);
    expect(second.onExpire).toHaveBeenCalledTimes(1);
    expect(onWarn).toHaveBeenCalledTimes(1);
  });

  it('does nothing after stop or expiry', () => {
    const { session, onWarn, onExpire } = setup();
    session.stop();
    session.activity();
    session.stay();
    jest.advanceTimersByTime(SESSION_TIMEOUT_MS * 2);
    expect(onWarn).not.toHaveBeenCalled();
    expect(onExpire).not.toHaveBeenCalled();
    expect(session.phase()).toBe('stopped');
  });
});
