/** A counter row as the database answers it: this window's and the previous window's hits, and how far in it is. */
export interface WindowCounts {
  hits: number;
  previousHits: number;
  /** Milliseconds since the current window started (may run past the window when the row was only read). */
  elapsedMs: number;
  windowMs: number;
}

/** What a limit sees: the sliding count, and in how many ms a request would be admitted again (0: now). */
export interface SlidingCount {
  current: number;
  ttl: number;
}

// The row of a window that has ended without a new hit still counts: its hits become the previous window's.
function rolled({ hits, previousHits, elapsedMs, windowMs }: WindowCounts): WindowCounts {
  if (elapsedMs >= 2 * windowMs) return { hits: 0, previousHits: 0, elapsedMs: 0, windowMs };
  if (elapsedMs >= windowMs) return { hits: 0, previousHits: hits, elapsedMs: elapsedMs - windowMs, windowMs };
  return { hits, previousHits, elapsedMs: Math.max(0, elapsedMs), windowMs };
}

/**
 * The sliding-window count (the weighted two-window approximation of Cloudflare's and nginx-style limiters): this
 * window's hits plus the previous window's, weighted by the share of it still inside the last window's length. A
 * request is admitted while the count, itself included, is at most `max`. `ttl` is when the next one would be,
 * if no other request comes meanwhile: a client that waits for Retry-After is admitted then.
 */
export function slidingCount(counts: WindowCounts, max: number): SlidingCount {
  const { hits, previousHits, elapsedMs, windowMs } = rolled(counts);
  const carried = (at: number) => Math.floor(previousHits * (1 - at / windowMs));
  const current = hits + carried(elapsedMs);
  if (hits + 1 + carried(elapsedMs) <= max) return { current, ttl: 0 };
  // Within this window the carried share shrinks until hits + 1 + carried <= max, i.e. previous x (1 - f) < max - hits.
  // Past it, this window's hits are the carried ones: hits x (1 - f') < max. One ms on, the strict inequality holds.
  const admittedAt = hits < max ? windowMs * (1 - (max - hits) / previousHits) : max > 0 ? windowMs * (2 - max / hits) : 2 * windowMs;
  return { current, ttl: Math.max(1, Math.ceil(admittedAt - elapsedMs) + 1) };
}
