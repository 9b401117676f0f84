import { RETURN_CHECK_INTERVAL_MS, watchReturns, type ReturnWindow } from './use-return-check';

function fakeWindow() {
  const target = new EventTarget();
  let clock = 1_000_000;
  const document: EventTarget & { visibilityState: DocumentVisibilityState } = Object.assign(target, { visibilityState: 'visible' as const });
  const show = (state: DocumentVisibilityState) => {
    document.visibilityState = state;
    target.dispatchEvent(new Event('visibilitychange'));
  };
  return { win: { document, now: () => clock } as unknown as ReturnWindow, show, advance: (ms: number) => (clock += ms) };
}

describe('the check when the member comes back to the page', () => {
  it('runs once per return, at most once per interval, only when shown and armed, and never after it stopped', () => {
    const { win, show, advance } = fakeWindow();
    let open = true;
    let checks = 0;
    const stop = watchReturns(win, () => open, () => (checks += 1));
    show('hidden');
    expect(checks).toBe(0);
    show('visible');
    expect(checks).toBe(1);
    // Back and forth at once (an app switcher): one check.
    for (let n = 0; n < 20; n += 1) show(n % 2 === 0 ? 'hidden' : 'visible');
    expect(checks).toBe(1);
    advance(RETURN_CHECK_INTERVAL_MS);
    show('visible');
    expect(checks).toBe(2);
    open = false;
    advance(RETURN_CHECK_INTERVAL_MS);
    show('visible');
    expect(checks).toBe(2);
    // Not armed does not use up the interval: armed again, the next return checks.
    open = true;
    show('visible');
    expect(checks).toBe(3);
    stop();
    advance(RETURN_CHECK_INTERVAL_MS);
    show('visible');
    expect(checks).toBe(3);
  });
});
