import { slidingCount } from './sliding-window';

const W = 60_000;

describe('slidingCount', () => {
  it('admits a request to an empty window at once', () => {
    expect(slidingCount({ hits: 0, previousHits: 0, elapsedMs: 0, windowMs: W }, 10)).toEqual({ current: 0, ttl: 0 });
  });

  it('carries the previous window weighted by the share of it still inside the last minute', () => {
    // 15 s into the window: 3/4 of the previous 20 hits (15) plus this window's 2.
    expect(slidingCount({ hits: 2, previousHits: 20, elapsedMs: 15_000, windowMs: W }, 100).current).toBe(17);
  });

  it('rolls a row that was only read after its window ended: its hits become the previous window', () => {
    expect(slidingCount({ hits: 10, previousHits: 99, elapsedMs: 90_000, windowMs: W }, 100).current).toBe(5);
    expect(slidingCount({ hits: 10, previousHits: 99, elapsedMs: 120_000, windowMs: W }, 100)).toEqual({ current: 0, ttl: 0 });
  });

  it('says when the carried share has shrunk enough to admit one more', () => {
    // 10 before, 5 now, max 10: the next fits once 10 x (1 - f) < 5, at 30 s; now is 21 s.
    const { ttl } = slidingCount({ hits: 5, previousHits: 10, elapsedMs: 21_000, windowMs: W }, 10);
    expect(ttl).toBeGreaterThan(9_000);
    expect(ttl).toBeLessThanOrEqual(9_002);
    expect(slidingCount({ hits: 5, previousHits: 10, elapsedMs: 21_000 + ttl, windowMs: W }, 10).ttl).toBe(0);
  });

  it('waits into the next window when this one alone holds the limit or more', () => {
    // 20 hits now, max 10: next window, 20 x (1 - f) < 10 at f = 0.5, so at 90 s from this window's start.
    const { ttl } = slidingCount({ hits: 20, previousHits: 0, elapsedMs: 10_000, windowMs: W }, 10);
    expect(ttl).toBeGreaterThan(80_000);
    expect(ttl).toBeLessThanOrEqual(80_002);
    expect(slidingCount({ hits: 20, previousHits: 0, elapsedMs: 10_000 + ttl, windowMs: W }, 10).ttl).toBe(0);
  });

  it('never admits under a limit of 0, and says to come back after two windows', () => {
    expect(slidingCount({ hits: 0, previousHits: 0, elapsedMs: 0, windowMs: W }, 0).ttl).toBeGreaterThan(W);
  });

  it('stays finite with counts near the column limit and a negative elapsed time (a statement that waited for a lock)', () => {
    const result = slidingCount({ hits: 2_000_000_000, previousHits: 2_000_000_000, elapsedMs: -3, windowMs: W }, 1_000_000);
    expect(Number.isFinite(result.current)).toBe(true);
    expect(result.ttl).toBeGreaterThan(W);
    expect(result.ttl).toBeLessThan(2 * W);
  });
});
