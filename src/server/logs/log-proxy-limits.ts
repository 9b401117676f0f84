/** What one node's log proxy does at most, whoever asks (docs/decisions/log-proxy-bounds.md). */
export interface LogProxyLimits {
  /** Batches in work at once on this node; the next ones get 429 at once, before their body is read. */
  maxInFlight: number;
  /** Request bytes per second this node spends on log batches, all clients together (a token bucket of one second). */
  nodeBytesPerSecond: number;
  /** Bytes of log one batch may write; the entries past it are dropped and counted in one line. */
  maxWrittenBytesPerBatch: number;
}

/** The figures: a member's batch is a few KiB, written in a millisecond or two. */
export const LOG_PROXY_LIMITS: LogProxyLimits = {
  // A clinic's 30 members can each have a batch waiting on the database at once, x2; 64 bodies of at most 256 KiB
  // are 16 MiB of memory at worst. The bytes per second below are what bounds the node's time.
  maxInFlight: 64,
  nodeBytesPerSecond: 1024 * 1024,
  maxWrittenBytesPerBatch: 32 * 1024,
};
