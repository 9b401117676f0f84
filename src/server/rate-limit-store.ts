import type { Database } from './db/database';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Counts a key's hits in its fixed window; the database's clock decides the window, so all nodes agree. */
const INCREMENT = `
  insert into rate_limit_counters as c (key, window_start, hits) values ($1, clock_timestamp(), 1)
  on conflict (key) do update set
    hits = case when c.window_start + make_interval(secs => $2::float8 / 1000) <= clock_timestamp() then 1 else c.hits + 1 end,
    window_start = case when c.window_start + make_interval(secs => $2::float8 / 1000) <= clock_timestamp() then clock_timestamp() else c.window_start end
  returning hits, greatest(0, ($2::float8 - extract(epoch from clock_timestamp() - window_start) * 1000))::int as ttl`;

const READ = `
  select hits, greatest(0, ($2::float8 - extract(epoch from clock_timestamp() - window_start) * 1000))::int as ttl
  from rate_limit_counters where key = $1 and window_start + make_interval(secs => $2::float8 / 1000) > clock_timestamp()`;

// Windows are at most an hour long; older rows are removed now and then by whichever node counts.
const SWEEP = "delete from rate_limit_counters where window_start < clock_timestamp() - interval '1 hour'";
const SWEEP_EVERY = 500;

/**
 * A @fastify/rate-limit store whose counters live in the database (PGlite or PostgreSQL), not in one
 * process's memory, so a limit holds across every node behind the proxy (DESIGN "Nothing a node must share
 * lives in its memory"). One upsert per limited request.
 */
export function databaseRateLimitStore(db: Database) {
  let calls = 0;
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
      db.query<{ hits: number; ttl: number }>(INCREMENT, [`${this.scope}|${key}`, timeWindow]).then(
        ({ rows }) => callback(null, { current: rows[0].hits, ttl: rows[0].ttl }),
        (error: Error) => callback(error),
      );
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
