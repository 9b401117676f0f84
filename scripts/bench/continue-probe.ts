/**
 * The in-page probe of the Continue bench, installed before the page's own scripts (page.addInitScript). It keeps,
 * for each press of a step's primary button, the press time and the time the next step was ready, both on the
 * page's clock (performance.now()):
 *
 * - press: the `timeStamp` of the button's pointerdown (when the input reached the browser, as INP counts it);
 * - ready: the first moment the address names another step, the focus is on an h1 (the next step's heading, which
 *   both pages focus on a new step) and the step's primary button is there and enabled; then one
 *   requestAnimationFrame and a task after it, so the frame showing it has been painted.
 *
 * The conditions are checked on every DOM change and focus change (a MutationObserver and focusin), not polled,
 * so the probe adds no delay of its own.
 */
export interface ContinueSample {
  from: string;
  to: string;
  press: number;
  ready: number;
}

/** The selector of a step's primary button on both pages (the product's Continue/Submit, the trivial page's Continue). */
export const PRIMARY_BUTTON = '.actions .button:not(.button-secondary)';

/**
 * The probe's source, run in the page before anything else. Plain JavaScript text: a compiled function's
 * toString() would carry the compiler's helpers, which the page does not have.
 */
export function probeScript(selector: string = PRIMARY_BUTTON): string {
  return `(() => {
  const selector = ${JSON.stringify(selector)};
  const samples = [];
  window.__continueSamples = samples;
  let pending;
  let observer;
  const isReady = () => {
    if (!pending || window.location.pathname === pending.from) return false;
    const button = document.querySelector(selector);
    return document.activeElement?.tagName === 'H1' && button !== null && !button.disabled;
  };
  const check = () => {
    if (!isReady()) return;
    const done = pending;
    pending = undefined;
    observer.disconnect();
    const to = window.location.pathname;
    requestAnimationFrame(() => setTimeout(() => samples.push({ from: done.from, to, press: done.press, ready: performance.now() }), 0));
  };
  window.addEventListener('pointerdown', (event) => {
    if (!event.target?.closest?.(selector)) return;
    pending = { from: window.location.pathname, press: event.timeStamp };
    observer = observer ?? new MutationObserver(check);
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  }, true);
  document.addEventListener('focusin', check, true);
})();`;
}

/** Reads and clears the samples the probe has finished. */
export const TAKE_SAMPLES = '(() => window.__continueSamples.splice(0))()';
