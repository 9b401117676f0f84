/**
 * Resolves in a later task, so the browser may paint and answer input before the work that follows: long start-up
 * work cut into tasks a slow phone runs in under 50 ms each. scheduler.yield() where the browser has it
 * (the continuation keeps its place ahead of other queued work), else a zero timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
