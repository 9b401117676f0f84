import { COUNTRIES } from '../../reference/countries';
import { constrainedConnection } from '../../platform/constrained-connection';
import { countryNameIn, countryOptionsIn } from '../../reference/place-names';
import { afterIntent, type IntentWindow } from '../boot/member-intent';
import { loadPhoneLibrary } from './phone-library';
import { phoneWarmUp } from './phone-warm-up';

/**
 * The parts of `window` the warm-up uses: the member's first action, then idle callbacks, or a timer where there are
 * none (Safari). Without events (outside a page) it starts at once.
 */
export type IdleWindow = Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback' | 'setTimeout' | 'clearTimeout' | 'performance'> & IntentWindow>;

/**
 * The longest one idle moment's work runs, whatever time the browser says remains: a browser offers up to 50 ms,
 * which a phone four times slower than the machine that measured it turns into a 200 ms task.
 */
export const WARM_SLICE_MS = 8;

/** The pause between pieces where the browser has no idle callbacks. */
const TIMER_MS = 50;

/**
 * Once the member has first acted in the page (a page left alone builds nothing: the first Intl names alone cost a
 * 4x-slower phone 150-200 ms in one task, and the time-zone code 60-90 ms more), builds, in the browser's idle time,
 * what later steps show or check in `language`: every country's name, then the sorted country list; then each listed
 * time zone's rules, unpacked from the zone data, and the time-zone list itself; then the phone rules of the
 * language's country. So pressing Continue into those steps does not: naming 250 countries through Intl cost a
 * 4x-throttled phone 100-900 ms at the country step, the first time-zone list 60-90 ms, the first phone check 30 ms.
 * One piece at a time, as long as the idle moment lasts, a zone per piece: the whole time-zone list as one piece
 * delayed the press it happened to run before. Returns a function that stops it (the language changed, the page left).
 */
export function warmReferenceLists(language: string, win: IdleWindow = window, constrained = constrainedConnection()): () => void {
  let loading = false;
  let stopped = false;
  let next = 0;
  let idleHandle: number | undefined;
  let timerHandle: number | undefined;
  /**
   * A piece that fetches a chunk and puts the pieces it gives next in line; nothing runs meanwhile. Not on Save-Data
   * or 2G (the member's step fetches what it needs), and a chunk that cannot load now is loaded, and retried, when
   * the member reaches its step.
   */
  const loaded = (load: () => Promise<(() => unknown)[]>) => () => {
    if (constrained) return;
    loading = true;
    void load().then(
      (more) => resume(more),
      () => resume([]),
    );
  };
  const resume = (more: (() => unknown)[]) => {
    loading = false;
    if (stopped) return;
    pieces.splice(next, 0, ...more);
    if (next < pieces.length) schedule();
  };
  const pieces: (() => unknown)[] = [
    ...COUNTRIES.map((country) => () => countryNameIn(country.code, language)),
    () => countryOptionsIn(language),
    // The time-zone code is in the widget's chunk, which the first step does not load.
    loaded(() => import(/* webpackChunkName: "timezone-widget" */ './widgets/time-zone-warm-up').then(({ timeZoneWarmUp }) => [() => pieces.splice(next + 1, 0, ...timeZoneWarmUp(language))])),
    loaded(() => loadPhoneLibrary().then(() => phoneWarmUp(language))),
  ];
  const now = () => win.performance?.now() ?? Date.now();
  const slice = (deadline?: IdleDeadline) => {
    idleHandle = undefined;
    timerHandle = undefined;
    const started = now();
    do {
      pieces[next]();
      next += 1;
    } while (next < pieces.length && !loading && deadline !== undefined && deadline.timeRemaining() > 1 && now() - started < WARM_SLICE_MS);
    if (next < pieces.length && !loading) schedule();
  };
  const schedule = () => {
    if (win.requestIdleCallback) idleHandle = win.requestIdleCallback(slice);
    else timerHandle = win.setTimeout?.(() => slice(), TIMER_MS);
  };
  const stopWaiting = win.addEventListener && win.removeEventListener ? afterIntent(win as IntentWindow, schedule) : (schedule(), () => undefined);
  return () => {
    stopWaiting();
    if (idleHandle !== undefined) win.cancelIdleCallback?.(idleHandle);
    if (timerHandle !== undefined) win.clearTimeout?.(timerHandle);
    stopped = true;
    next = pieces.length;
  };
}
