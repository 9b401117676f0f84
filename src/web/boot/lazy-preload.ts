import { constrainedConnection } from '../../platform/constrained-connection';
import { preloadLazyComponents } from './lazy-component';
import { LATER_CHUNKS_META, linkListedChunks } from './listed-chunks';
import { afterIntent } from './member-intent';

/** How long after the member's first action the later steps' code is run at the latest, when the browser never idles. */
const LATEST_MS = 2000;

/** Runs `work` when the browser is next idle (at most LATEST_MS later), or after a timer where there is no requestIdleCallback (Safari). */
function whenIdle(win: PreloadWindow, work: () => void): void {
  if (win.requestIdleCallback) win.requestIdleCallback(work, { timeout: LATEST_MS });
  else win.setTimeout(work, 1);
}

type PreloadWindow = Pick<Window, 'setTimeout' | 'addEventListener' | 'removeEventListener'> & Partial<Pick<Window, 'requestIdleCallback'>>;

/**
 * Once the first step is usable: fetches the later steps' files when the browser is next idle (without running them),
 * and runs their code (every lazy component) once the member starts answering, so step 2 never waits for either
 *. Not at load: running those chunks then cost a phone 300 ms of blocked main thread while the first step
 * was becoming usable, and fetching them took bandwidth from what the first step needed.
 */
export function preloadLaterSteps(win: PreloadWindow = window, preload: () => Promise<unknown> = () => preloadLazyComponents(() => new Promise((resolve) => whenIdle(win, resolve))), prefetch: () => unknown = () => linkListedChunks(document, LATER_CHUNKS_META, 'prefetch'), constrained = constrainedConnection()): void {
  // On Save-Data or 2G nothing is fetched for steps the member may never reach.
  if (!constrained) whenIdle(win, prefetch);
  afterIntent(win, () => whenIdle(win, () => void preload()));
}
