/** What tells that the member is answering the first step: the next steps are near. */
export const INTENT_EVENTS = ['pointerdown', 'keydown', 'click', 'input'] as const;

/** The parts of `window` that tell when the member first acts. */
export type IntentWindow = Pick<Window, 'addEventListener' | 'removeEventListener'>;

const acted = new WeakSet<object>();

/**
 * Runs `then` once the member has first acted in `win` (pressed, typed, clicked: INTENT_EVENTS), or at once when they
 * already have: work for the steps after the first waits until the member is answering, so a page left alone runs
 * none of it. Returns a function that stops waiting.
 */
export function afterIntent(win: IntentWindow, then: () => void): () => void {
  if (acted.has(win)) {
    then();
    return () => undefined;
  }
  const stop = () => {
    for (const type of INTENT_EVENTS) win.removeEventListener(type, onIntent, true);
  };
  function onIntent() {
    acted.add(win);
    stop();
    then();
  }
  for (const type of INTENT_EVENTS) win.addEventListener(type, onIntent, { capture: true, passive: true });
  return stop;
}
