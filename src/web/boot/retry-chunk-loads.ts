/** The part of webpack's runtime (`__webpack_require__`) every import() goes through: `e` loads a chunk by its id. */
export interface ChunkRuntime {
  e: (chunkId: string | number) => Promise<unknown>;
}

/**
 * The pauses before each new try of a chunk that failed to load: three more tries over about seven seconds, long
 * enough for a dropped connection on a phone to come back or a restarting server to answer, short enough that a
 * member who is offline is told soon.
 */
export const CHUNK_RETRY_DELAYS_MS: readonly number[] = Object.freeze([500, 2000, 4500]);

/** How the retries wait; injected by tests. */
export interface RetryClock {
  wait: (ms: number) => Promise<void>;
  /** A number in [0, 1): spreads the pauses so that pages which failed together do not all come back at once. */
  random: () => number;
}

const realClock: RetryClock = { wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)), random: Math.random };

/**
 * Makes every chunk load of the page try again after a failure (a network error, a 5xx), with growing pauses, before
 * it fails for good with the last error. Wraps webpack's own loader, so every dynamic import() of the app is covered,
 * whoever wrote it. Webpack forgets a chunk whose load failed, so the next call fetches it anew.
 */
export function retryChunkLoads(runtime: ChunkRuntime, delays: readonly number[] = CHUNK_RETRY_DELAYS_MS, clock: RetryClock = realClock): void {
  const load = runtime.e.bind(runtime);
  runtime.e = async (chunkId) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await load(chunkId);
      } catch (error) {
        const delay = delays[attempt];
        if (delay === undefined) throw error;
        await clock.wait(Math.round(delay * (0.75 + clock.random() / 2)));
      }
    }
  };
}

// Webpack's runtime, in scope in every module it bundles.
declare const __webpack_require__: ChunkRuntime;

/** Makes the page's chunk loads retry (retryChunkLoads on webpack's runtime); each entry calls it before any import(). */
export function retryWebpackChunkLoads(): void {
  retryChunkLoads(__webpack_require__);
}
