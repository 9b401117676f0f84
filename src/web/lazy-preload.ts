import { preloadLazyComponents } from './lazy-component';

/** How long after the first step is up the later steps' code is fetched at the latest, when the browser never idles. */
const LATEST_MS = 2000;

/**
 * Fetches the later steps' code (every lazy component) once the first step is shown and the browser is idle, so the
 * member reads the first step meanwhile and step 2 never waits for a chunk (issue 11).
 */
export function preloadLaterSteps(win: Pick<Window, 'setTimeout'> & Partial<Pick<Window, 'requestIdleCallback'>> = window): void {
  const start = () => void preloadLazyComponents();
  if (win.requestIdleCallback) win.requestIdleCallback(start, { timeout: LATEST_MS });
  else win.setTimeout(start, 1);
}
