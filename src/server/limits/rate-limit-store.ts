import type { Database } from '../db/database';
import { slidingCount } from './sliding-window';
import { COUNT_HITS, READ_HITS, SWEEP_COUNTERS, windowCounts, type CounterRow } from './sliding-window-statements';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface Pending {
  key: string;
  window: number;
  max: number;
  callback: Callback;
}

const SWEEP_EVERY = 500;

/**
 * A @fastify/rate-limit store whose counters live in the database (PGlite or PostgreSQL), not in one
 * process's memory, so a limit holds across every node behind the proxy (nothing a node must share
 * lives in its memory: docs/design.md#runtime). Increments asked for in the same turn of the event loop (a request's limits, which
 * the hooks check together, and other requests' arriving meanwhile) go to the database as one upsert.
 */
export function databaseRateLimitStore(db: Database) {
  let calls = 0;
  let pending: Pending[] = [];
  const flush = () => {
    const batch = pending;
    pending = [];
    const byKey = new Map<string, { window: number; max: number; waiting: Callback[] }>();
    for (const { key, window, max, callback } of batch) {
      const entry = byKey.get(key) ?? { window, max, waiting: [] };
      entry.waiting.push(callback);
      byKey.set(key, entry);
    }
    const keys = [...byKey.keys()];
    db.query<CounterRow>(COUNT_HITS, [keys, keys.map((k) => byKey.get(k)?.window ?? 0), keys.map((k) => byKey.get(k)?.waiting.length ?? 0)]).then(
      ({ rows }) => {
        for (const row of rows) {
          const entry = byKey.get(row.key ?? '');
          if (!entry) continue;
          const { current, ttl } = slidingCount(windowCounts(row, entry.window), entry.max);
          // The same key counted n times in one batch: the callers see the n counts it went through, in order.
          entry.waiting.forEach((callback, i) => callback(null, { current: current - entry.waiting.length + 1 + i, ttl }));
        }
      },
      (error: Error) => batch.forEach(({ callback }) => callback(error)),
    );
  };
  return class DatabaseRateLimitStore {
    /** Each route (or named limiter) counts apart, as the plugin's in-memory store does. */
    private readonly scope: string;

    // The plugin constructs the first store with its options object; children get their route's name.
    constructor(scope?: unknown) {
      this.scope = typeof scope === 'string' ? scope : '';
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      calls += 1;
      if (calls % SWEEP_EVERY === 0) void db.query(SWEEP_COUNTERS).catch(() => undefined);
      if (pending.length === 0) setImmediate(flush);
      pending.push({ key: `${this.scope}|${key}`, window: timeWindow, max, callback });
    }

    read(key: string, callback: Callback, timeWindow: number, max: number): void {
      db.query<CounterRow>(READ_HITS, [`${this.scope}|${key}`]).then(
        ({ rows }) => callback(null, slidingCount(windowCounts(rows[0], timeWindow), max)),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object): DatabaseRateLimitStore {
      const options = routeOptions as { routeInfo?: { method?: string | string[]; url?: string }; groupId?: string };
      const route = options.routeInfo?.url ? `${String(options.routeInfo.method)} ${options.routeInfo.url}` : '';
      return new DatabaseRateLimitStore(options.groupId ?? route);
    }
  };
}
