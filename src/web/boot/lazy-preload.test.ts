import { preloadLaterSteps } from './lazy-preload';
import { INTENT_EVENTS } from './member-intent';

/** A window whose events, idle callbacks and timers the test fires by hand. */
function fakeWindow(withIdle = true) {
  const listeners = new Map<string, () => void>();
  const idle: { run: () => void; timeout?: number }[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const win = {
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string, listener: () => void) => listeners.get(type) === listener && listeners.delete(type),
    setTimeout: (run: () => void, ms: number) => (timers.push({ run, ms }), 1),
    ...(withIdle ? { requestIdleCallback: (run: () => void, options?: { timeout?: number }) => (idle.push({ run, timeout: options?.timeout }), 1) } : {}),
  };
  return { win: win as unknown as Window, listeners, idle, timers };
}

describe('preloadLaterSteps', () => {
  it('fetches nothing ahead of need on Save-Data or 2G, and still runs the later steps once the member answers', () => {
    const { win, idle, listeners } = fakeWindow();
    let preloads = 0;
    let prefetches = 0;
    preloadLaterSteps(win, async () => (preloads += 1), () => (prefetches += 1), true);
    expect(idle).toEqual([]);
    listeners.get('pointerdown')?.();
    for (const entry of idle.splice(0)) entry.run();
    expect([prefetches, preloads]).toEqual([0, 1]);
  });

  it('fetches the later steps\' files when the browser is next idle, and runs none of their code', () => {
    const { win, idle, timers } = fakeWindow();
    let preloads = 0;
    let prefetches = 0;
    preloadLaterSteps(win, async () => (preloads += 1), () => (prefetches += 1), false);
    expect(timers).toEqual([]);
    expect(idle.map((entry) => entry.timeout)).toEqual([2000]);
    expect(prefetches).toBe(0);
    idle[0].run();
    expect([prefetches, preloads]).toEqual([1, 0]);
  });

  it.each(INTENT_EVENTS)('runs the later steps once, when the browser is next idle (at most 2 s), after the member\'s first %s', (type) => {
    const { win, listeners, idle } = fakeWindow();
    let preloads = 0;
    preloadLaterSteps(win, async () => (preloads += 1), () => undefined);
    expect([...listeners.keys()].sort()).toEqual([...INTENT_EVENTS].sort());
    listeners.get(type)?.();
    expect(listeners.size).toBe(0);
    expect(idle.map((entry) => entry.timeout)).toEqual([2000, 2000]);
    expect(preloads).toBe(0);
    idle[1].run();
    expect(preloads).toBe(1);
  });

  it('falls back to a timer where there is no requestIdleCallback (Safari)', () => {
    const { win, listeners, timers } = fakeWindow(false);
    let preloads = 0;
    let prefetches = 0;
    preloadLaterSteps(win, async () => (preloads += 1), () => (prefetches += 1));
    listeners.get('keydown')?.();
    expect(timers.map((timer) => timer.ms)).toEqual([1, 1]);
    timers.forEach((timer) => timer.run());
    expect([prefetches, preloads]).toEqual([1, 1]);
  });
});
