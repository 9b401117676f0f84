import type { Timers } from './log-batches';

/** A debounced function, with a way to drop or run at once the pending call. */
export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel: () => void;
  flush: () => void;
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Calls `fn` with the latest arguments once `delayMs` have passed without another call (docs/spec/constants.md#debounce). */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, delayMs: number, timers: Timers = realTimers): Debounced<A> {
  let handle: unknown;
  let pending: A | undefined;
  const run = () => {
    const args = pending;
    handle = pending = undefined;
    if (args) fn(...args);
  };
  const debounced = (...args: A) => {
    pending = args;
    if (handle !== undefined) timers.clearTimeout(handle);
    handle = timers.setTimeout(run, delayMs);
  };
  debounced.cancel = () => {
    if (handle !== undefined) timers.clearTimeout(handle);
    handle = pending = undefined;
  };
  debounced.flush = () => {
    if (handle !== undefined) timers.clearTimeout(handle);
    run();
  };
  return debounced;
}
