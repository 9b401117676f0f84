import type { LogEntry } from './log-entry';

/** Most entries in one batch; a batch that reaches it is locked and sent (docs/spec/states.md#log-batches, docs/spec/constants.md#log-batch-limits). */
export const MAX_BATCH_ENTRIES = 50;

/** Open batches are locked and sent this long after the last entry (docs/spec/constants.md#log-batch-limits). */
export const IDLE_FLUSH_MS = 5000;

/** A batch of entries: open (taking entries) or locked (sent, or failed and kept). */
export interface LogBatch {
  id: string;
  entries: LogEntry[];
  locked: boolean;
}

/** Timer functions, injectable for tests. */
export interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** What the batches need: a sender, an id maker, a failure sink and timers. */
export interface LogBatchDeps {
  send: (entries: readonly LogEntry[]) => Promise<void>;
  newId: () => string;
  onFailure: (error: unknown) => void;
  timers?: Timers;
}

/**
 * Log batches (docs/spec/states.md#log-batches): an entry goes into the first open batch with room, else a new one; a full
 * batch is locked and sent; all open batches are locked and sent 5000 ms after the last entry or on
 * `flush()` (page unload). A sent batch is deleted; a failed one stays locked.
 */
export function createLogBatches(deps: LogBatchDeps) {
  const timers = deps.timers ?? realTimers;
  let batches: LogBatch[] = [];
  let idle: unknown;

  function send(batch: LogBatch): void {
    batch.locked = true;
    deps.send(batch.entries).then(
      () => {
        batches = batches.filter((b) => b !== batch);
      },
      (error: unknown) => deps.onFailure(error),
    );
  }

  function flush(): void {
    if (idle !== undefined) timers.clearTimeout(idle);
    idle = undefined;
    for (const batch of batches.filter((b) => !b.locked)) send(batch);
  }

  function add(entry: LogEntry): void {
    let batch = batches.find((b) => !b.locked && b.entries.length < MAX_BATCH_ENTRIES);
    if (!batch) {
      batch = { id: deps.newId(), entries: [], locked: false };
      batches.push(batch);
    }
    batch.entries.push(entry);
    if (batch.entries.length >= MAX_BATCH_ENTRIES) send(batch);
    if (idle !== undefined) timers.clearTimeout(idle);
    idle = timers.setTimeout(flush, IDLE_FLUSH_MS);
  }

  return { add, flush, batches: (): readonly LogBatch[] => batches };
}

/** The log batch queue. */
export type LogBatches = ReturnType<typeof createLogBatches>;
