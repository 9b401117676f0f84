import { afterNextPaint, BACKSTOP_MS, type NextPaintWindow } from './after-next-paint';

/** A window whose frames and timers run only when the test says. */
function fakeWindow(visibilityState: DocumentVisibilityState = 'visible') {
  const frames: (() => void)[] = [];
  const timers: { at: number; run: () => void }[] = [];
  let clock = 0;
  const win = {
    document: { visibilityState },
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(() => callback(clock)),
    setTimeout: (run: () => void, ms = 0) => timers.push({ at: clock + ms, run }),
  } as unknown as NextPaintWindow;
  const advance = (ms: number) => {
    clock += ms;
    for (const timer of timers.filter((t) => t.at <= clock)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.run();
    }
  };
  const frame = () => frames.splice(0).forEach((run) => run());
  return { win, advance, frame };
}

describe('afterNextPaint', () => {
  it('waits for the next frame, then a task after it', () => {
    const { win, advance, frame } = fakeWindow();
    const work = jest.fn();
    afterNextPaint(work, win);
    advance(0);
    expect(work).not.toHaveBeenCalled();
    frame();
    expect(work).not.toHaveBeenCalled();
    advance(0);
    expect(work).toHaveBeenCalledTimes(1);
    advance(BACKSTOP_MS);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs in the next task on a hidden page, which paints no frames', () => {
    const { win, advance } = fakeWindow('hidden');
    const work = jest.fn();
    afterNextPaint(work, win);
    expect(work).not.toHaveBeenCalled();
    advance(0);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs once, after the backstop, when the frame never comes (the page was hidden meanwhile)', () => {
    const { win, advance } = fakeWindow();
    const work = jest.fn();
    afterNextPaint(work, win);
    advance(BACKSTOP_MS - 1);
    expect(work).not.toHaveBeenCalled();
    advance(1);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
