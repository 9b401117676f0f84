import { COUNTRIES } from '../reference/countries';
import { countryNameIn, countryOptionsIn } from '../reference/place-names';

/** The parts of `window` the warm-up uses: idle callbacks, or a timer where there are none (Safari). */
export type IdleWindow = Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback' | 'setTimeout' | 'clearTimeout'>>;

/** The pause between pieces where the browser has no idle callbacks. */
const TIMER_MS = 50;

/**
 * Builds, in the browser's idle time, the long list a later step shows in `language` (every country's name, then
 * the sorted country list), so that pressing Continue into that step does not: naming 250 countries through Intl
 * cost a 4x-throttled phone 100-900 ms at the country step. One piece at a time, as long as the idle moment lasts;
 * returns a function that stops it (the language changed, the page left). The time-zone table is not built here:
 * it is one piece of several hundred milliseconds, which delayed the press it happened to run before.
 */
export function warmReferenceLists(language: string, win: IdleWindow = window): () => void {
  const pieces: (() => unknown)[] = [
    ...COUNTRIES.map((country) => () => countryNameIn(country.code, language)),
    () => countryOptionsIn(language),
  ];
  let next = 0;
  let idleHandle: number | undefined;
  let timerHandle: number | undefined;
  const slice = (deadline?: IdleDeadline) => {
    idleHandle = undefined;
    timerHandle = undefined;
    do {
      pieces[next]();
      next += 1;
    } while (next < pieces.length && deadline !== undefined && deadline.timeRemaining() > 1);
    if (next < pieces.length) schedule();
  };
  const schedule = () => {
    if (win.requestIdleCallback) idleHandle = win.requestIdleCallback(slice);
    else timerHandle = win.setTimeout?.(() => slice(), TIMER_MS);
  };
  schedule();
  return () => {
    if (idleHandle !== undefined) win.cancelIdleCallback?.(idleHandle);
    if (timerHandle !== undefined) win.clearTimeout?.(timerHandle);
    next = pieces.length;
  };
}
