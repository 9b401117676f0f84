import { nextTask } from './next-task';

/**
 * Runs `steps` one after another, each in a task of its own (a step's promise settled, then `yieldTask`), then
 * `last`, whose value it returns: start-up work a slow phone would otherwise run as one long task, cut where the
 * browser may paint and answer input. A step that fails stops the rest.
 */
export async function inTasks<T>(steps: readonly (() => Promise<unknown>)[], last: () => Promise<T>, yieldTask: () => Promise<void> = nextTask): Promise<T> {
  for (const step of steps) {
    await step();
    await yieldTask();
  }
  return last();
}
