import { preloadLaterSteps } from './lazy-preload';

describe('preloadLaterSteps', () => {
  it('waits for the browser to be idle (at most 2 s) before fetching the later steps', () => {
    const idle: { timeout?: number }[] = [];
    const timers: number[] = [];
    preloadLaterSteps({ requestIdleCallback: (_run, options) => (idle.push(options ?? {}), 1), setTimeout: ((_run: () => void, ms: number) => (timers.push(ms), 1)) as unknown as Window['setTimeout'] });
    expect(idle).toEqual([{ timeout: 2000 }]);
    expect(timers).toEqual([]);
  });

  it('falls back to a timer where there is no requestIdleCallback (Safari)', () => {
    const timers: number[] = [];
    preloadLaterSteps({ setTimeout: ((_run: () => void, ms: number) => (timers.push(ms), 1)) as unknown as Window['setTimeout'] });
    expect(timers).toEqual([1]);
  });
});
