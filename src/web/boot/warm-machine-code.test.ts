import { warmMachineCode } from './warm-machine-code';

describe('warmMachineCode', () => {
  afterEach(() => jest.useRealTimers());

  it('runs XState\'s build and first-state code and leaves nothing running behind it (no timer, no effect)', async () => {
    jest.useFakeTimers();
    const fetched = jest.fn();
    const realFetch = globalThis.fetch;
    globalThis.fetch = fetched;
    try {
      expect(warmMachineCode()).toEqual({ state: 'working', busy: true });
      await Promise.resolve();
      expect(jest.getTimerCount()).toBe(0);
      expect(fetched).not.toHaveBeenCalled();
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
