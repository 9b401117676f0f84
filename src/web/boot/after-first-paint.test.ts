import { afterFirstPaint, FIRST_PAINT_WAIT_MS, type PaintWindow } from './after-first-paint';

/** A window whose paint reports and timers happen only when the test says so. */
function fakeWindow(visibilityState: DocumentVisibilityState, paintTypes: string[] = ['paint']) {
  const timers: { run: () => void; ms: number }[] = [];
  const observers: { report: (names: string[]) => void; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = paintTypes;
    constructor(callback: (list: { getEntries(): { name: string }[] }) => void) {
      const entry = { report: (names: string[]) => callback({ getEntries: () => names.map((name) => ({ name })) }), disconnected: false };
      observers.push(entry);
      this.disconnect = () => void (entry.disconnected = true);
    }
    observe() {}
    disconnect: () => void;
  }
  const win = { document: { visibilityState }, setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }), PerformanceObserver: FakeObserver };
  return { win: win as unknown as PaintWindow, timers, observers };
}

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint, then runs the work in a task of its own, once', () => {
    const { win, timers, observers } = fakeWindow('visible');
    let ran = 0;
    afterFirstPaint(win, () => (ran += 1));
    expect(timers.map((t) => t.ms)).toEqual([FIRST_PAINT_WAIT_MS]);
    observers[0].report(['first-paint']);
    expect([timers.length, ran]).toEqual([1, 0]);
    observers[0].report(['first-contentful-paint']);
    expect(observers[0].disconnected).toBe(true);
    expect(ran).toBe(0);
    timers[1].run();
    expect(ran).toBe(1);
    timers[0].run();
    expect(ran).toBe(1);
  });

  it('runs after at most FIRST_PAINT_WAIT_MS when no paint is reported (a tab hidden before it painted)', () => {
    const { win, timers, observers } = fakeWindow('visible');
    let ran = 0;
    afterFirstPaint(win, () => (ran += 1));
    timers[0].run();
    expect(ran).toBe(1);
    expect(observers[0].disconnected).toBe(true);
  });

  it.each([
    ['a hidden page', 'hidden', ['paint']],
    ['a browser that reports no paints', 'visible', ['navigation']],
  ] as const)('starts at once on %s', (_label, visibility, types) => {
    const { win, timers, observers } = fakeWindow(visibility, [...types]);
    let ran = 0;
    afterFirstPaint(win, () => (ran += 1));
    expect(observers).toEqual([]);
    expect(timers.map((t) => t.ms)).toEqual([0]);
    timers[0].run();
    expect(ran).toBe(1);
  });
});
