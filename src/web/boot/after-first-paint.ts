/** The parts of `window` afterFirstPaint uses. */
export type PaintWindow = Pick<Window, 'setTimeout'> & {
  document: Pick<Document, 'visibilityState'>;
  PerformanceObserver?: { new (callback: (list: { getEntries(): { name: string }[] }) => void): { observe(options: { type: string; buffered: boolean }): void; disconnect(): void }; supportedEntryTypes?: readonly string[] };
};

/** The longest the app waits for the browser to report the first paint (a tab hidden before painting never does). */
export const FIRST_PAINT_WAIT_MS = 1000;

/**
 * Runs `work` once the browser reports the page's first contentful paint, so the app's code starts after the member
 * sees the prerendered first step, never before it, however fast the script arrived. At once on a hidden
 * page (it paints nothing) or where the browser reports no paints; at most FIRST_PAINT_WAIT_MS later in any case.
 */
export function afterFirstPaint(win: PaintWindow, work: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    work();
  };
  const Observer = win.PerformanceObserver;
  if (win.document.visibilityState === 'hidden' || !Observer?.supportedEntryTypes?.includes('paint')) {
    win.setTimeout(run, 0);
    return;
  }
  const observer = new Observer((list) => {
    if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
    observer.disconnect();
    win.setTimeout(run, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
  win.setTimeout(() => {
    observer.disconnect();
    run();
  }, FIRST_PAINT_WAIT_MS);
}
