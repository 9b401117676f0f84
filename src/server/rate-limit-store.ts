import type { Database } from './db/database';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * Counts several keys' hits, each in its own fixed window, in one statement; the database's clock decides the
 * windows, so all nodes agree. $1 keys (distinct), $2 windows in ms, $3 hits to add. Rows are taken in key
 * order, whatever order the requests arrived in: two nodes counting the same keys at once then wait for each
 * other instead of each holding a row the other needs (a deadlock, which PostgreSQL ends by failing one).
 */
const INCREMENT = `
  insert into rate_limit_counters as c (key, window_start, hits, window_ms)
  select k, clock_timestamp(), n, w from unnest($1::text[], $2::float8[], $3::int[]) as t(k, w, n) order by k
  on conflict (key) do update set
    hits = case when c.window_start + make_interval(secs => excluded.window_ms / 1000) <= clock_timestamp() then excluded.hits else c.hits + excluded.hits end,
    window_start = case when c.window_start + make_interval(secs => excluded.window_ms / 1000) <= clock_timestamp() then clock_timestamp() else c.window_start end,
    window_ms = excluded.window_ms
  returning key, hits, greatest(0, (window_ms - extract(epoch from clock_timestamp() - window_start) * 1000))::int as ttl`;

interface Pending {
  key: string;
  window: number;
  callback: Callback;
}

const READ = `
  select hits, greatest(0, ($2::float8 - extract(epoch from clock_timestamp() - window_start) * 1000))::int as ttl
  from rate_limit_counters where key = $1 and window_start + make_interval(secs => $2::float8 / 1000) > clock_timestamp()`;

// Windows are at most an hour long; older rows are removed now and then by whichever node counts. Rows another
// statement holds are left for the next sweep, so the sweep never waits for (or deadlocks with) a count.
const SWEEP = `
  delete from rate_limit_counters where key in (
    select key from rate_limit_counters where window_start < clock_timestamp() - interval '1 hour' order by key for update skip locked)`;
const SWEEP_EVERY = 500;

/**
 * A @fastify/rate-limit store whose counters live in the database (PGlite or PostgreSQL), not in one
 * process's memory, so a limit holds across every node behind the proxy (DESIGN "Nothing a node must share
 * lives in its memory"). Increments asked for in the same turn of the event loop (a request's limits, which
 * the hooks check together, and other requests' arriving meanwhile) go to the database as one upsert.
 */
export function databaseRateLimitStore(db: Database) {
  let calls = 0;
  let pending: Pending[] = [];
  const flush = () => {
    const batch = pending;
    pending = [];
    const byKey = new Map<string, { window: number; waiting: Callback[] }>();
    for (const { key, window, callback } of batch) {
      const entry = byKey.get(key) ?? { window, waiting: [] };
      entry.waiting.push(callback);
      byKey.set(key, entry);
    }
    const keys = [...byKey.keys()];
    db.query<{ key: string; hits: number; ttl: number }>(INCREMENT, [keys, keys.map((k) => byKey.get(k)?.window ?? 0), keys.map((k) => byKey.get(k)?.waiting.length ?? 0)]).then(
      ({ rows }) => {
        for (const row of rows) {
          const waiting = byKey.get(row.key)?.waiting ?? [];
          // The same key counted n times in one batch: the callers see the n counts it went through, in order.
          waiting.forEach((callback, i) => callback(null, { current: row.hits - waiting.length + 1 + i, ttl: row.ttl }));
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

    incr(key: string, callback: Callback, timeWindow: number): void {
      calls += 1;
      if (calls % SWEEP_EVERY === 0) void db.query(SWEEP).catch(() => undefined);
      if (pending.length === 0) setImmediate(flush);
      pending.push({ key: `${this.scope}|${key}`, window: timeWindow, callback });
    }

    read(key: string, callback: Callback, timeWindow: number): void {
      db.query<{ hits: number; ttl: number }>(READ, [`${this.scope}|${key}`, timeWindow]).then(
        ({ rows }) => callback(null, { current: rows[0]?.hits ?? 0, ttl: rows[0]?.ttl ?? 0 }),
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
