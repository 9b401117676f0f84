import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
    jest.useRealTimers();
  });

  it('resolves after a zero timer, not within the current task', async () => {
    jest.useFakeTimers();
    let resolved = false;
    const waiting = nextTask().then(() => (resolved = true));
    await Promise.resolve();
    expect(resolved).toBe(false);
    jest.advanceTimersByTime(0);
    await waiting;
    expect(resolved).toBe(true);
  });

  it('uses scheduler.yield() where the browser has it', async () => {
    let yields = 0;
    (globalThis as { scheduler?: unknown }).scheduler = { yield: () => ((yields += 1), Promise.resolve()) };
    await nextTask();
    expect(yields).toBe(1);
  });
});
