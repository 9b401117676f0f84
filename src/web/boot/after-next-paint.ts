/** The parts of `window` afterNextPaint uses. */
export type NextPaintWindow = Pick<Window, 'setTimeout'> & Partial<Pick<Window, 'requestAnimationFrame'>> & { document: Pick<Document, 'visibilityState'> };

/** The longest `work` waits for a frame that does not come. */
export const BACKSTOP_MS = 500;

/**
 * Runs `work` in the task after the browser's next frame, so what the current task changed on screen is painted
 * first. A hidden page paints no frames: there it runs in the next task.
 */
export function afterNextPaint(work: () => void, win: NextPaintWindow = window): void {
  if (win.document.visibilityState === 'hidden' || !win.requestAnimationFrame) {
    win.setTimeout(work, 0);
    return;
  }
  // A page hidden between now and its frame would never run the frame's callback: the timer is the backstop.
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    work();
  };
  win.requestAnimationFrame(() => win.setTimeout(run, 0));
  win.setTimeout(run, BACKSTOP_MS);
}
