import { CHUNK_RETRY_DELAYS_MS, retryChunkLoads, type ChunkRuntime, type RetryClock } from './retry-chunk-loads';

/** A clock that records each pause and never waits; `random` gives the middle of the spread unless told. */
function fakeClock(random = () => 0.5): RetryClock & { waits: number[] } {
  const waits: number[] = [];
  return { waits, wait: async (ms) => void waits.push(ms), random };
}

/** A runtime whose loads fail `failures` times, then succeed; records each chunk id asked for. */
function flakyRuntime(failures: number): ChunkRuntime & { asked: (string | number)[] } {
  const asked: (string | number)[] = [];
  return {
    asked,
    e: (chunkId) => {
      asked.push(chunkId);
      return asked.length <= failures ? Promise.reject(Object.assign(new Error(`Loading chunk ${chunkId} failed.`), { name: 'ChunkLoadError' })) : Promise.resolve();
    },
  };
}

describe('retryChunkLoads', () => {
  it('loads a chunk that fails once on its second try, after the first pause', async () => {
    const runtime = flakyRuntime(1);
    const clock = fakeClock();
    retryChunkLoads(runtime, CHUNK_RETRY_DELAYS_MS, clock);
    expect(runtime.asked).toEqual([]);
    await expect(runtime.e('boot')).resolves.toBeUndefined();
    expect(runtime.asked).toEqual(['boot', 'boot']);
    expect(clock.waits).toEqual([CHUNK_RETRY_DELAYS_MS[0]]);
  });

  it('tries once more per pause, with growing pauses, then fails with the last error', async () => {
    const runtime = flakyRuntime(Infinity);
    const clock = fakeClock();
    retryChunkLoads(runtime, [100, 400], clock);
    await expect(runtime.e(42)).rejects.toMatchObject({ name: 'ChunkLoadError', message: 'Loading chunk 42 failed.' });
    expect(runtime.asked).toEqual([42, 42, 42]);
    expect(clock.waits).toEqual([100, 400]);
  });

  it('does not wait or try again when the first load works', async () => {
    const runtime = flakyRuntime(0);
    const clock = fakeClock();
    retryChunkLoads(runtime, [100], clock);
    await runtime.e('later');
    expect(runtime.asked).toEqual(['later']);
    expect(clock.waits).toEqual([]);
  });

  it('spreads each pause between three quarters and five quarters of its value', async () => {
    const low = fakeClock(() => 0);
    const high = fakeClock(() => 0.999999);
    const a = flakyRuntime(1);
    const b = flakyRuntime(1);
    retryChunkLoads(a, [1000], low);
    retryChunkLoads(b, [1000], high);
    await a.e(1);
    await b.e(1);
    expect(low.waits).toEqual([750]);
    expect(high.waits).toEqual([1250]);
  });

  it('retries each chunk of a concurrent load on its own', async () => {
    const failedOnce = new Set<string | number>();
    const asked: (string | number)[] = [];
    const runtime: ChunkRuntime = {
      e: (chunkId) => {
        asked.push(chunkId);
        if (failedOnce.has(chunkId)) return Promise.resolve();
        failedOnce.add(chunkId);
        return Promise.reject(new Error('network'));
      },
    };
    retryChunkLoads(runtime, [10], fakeClock());
    await Promise.all([runtime.e('a'), runtime.e('b')]);
    expect(asked.sort()).toEqual(['a', 'a', 'b', 'b']);
  });

  it('keeps the delays a frozen table', () => {
    expect(Object.isFrozen(CHUNK_RETRY_DELAYS_MS)).toBe(true);
    expect([...CHUNK_RETRY_DELAYS_MS].every((delay, i, all) => delay > 0 && (i === 0 || delay > (all[i - 1] ?? 0)))).toBe(true);
  });
});
