import type { WindowCounts } from './sliding-window';

// One instant for the whole statement: every row rolls over at the same time and the answer's elapsed time matches.
// Keys are locked in their sorted order, whatever order the requests arrived in: two nodes counting the same keys at
// once then wait for each other instead of each holding a row the other needs (a deadlock PostgreSQL ends by failing
// one). A row whose window ended moves on by whole windows, so its previous window is the one just before it.
const ELAPSED = `extract(epoch from (select at from now) - c.window_start) * 1000`;

/**
 * Adds hits to several keys' counters in one statement, on the database's clock so that all nodes agree: $1 keys
 * (distinct), $2 windows in ms, $3 hits to add. Answers each key's WindowCounts columns (sliding-window.ts).
 */
export const COUNT_HITS = `
  with now as (select clock_timestamp() as at)
  insert into rate_limit_counters as c (key, window_start, hits, previous_hits, window_ms)
  select k, (select at from now), n, 0, w from unnest($1::text[], $2::float8[], $3::int[]) as t(k, w, n) order by k
  on conflict (key) do update set
    previous_hits = case when ${ELAPSED} < excluded.window_ms then c.previous_hits when ${ELAPSED} < 2 * excluded.window_ms then c.hits else 0 end,
    hits = case when ${ELAPSED} < excluded.window_ms then least(c.hits + excluded.hits, 2000000000) else excluded.hits end,
    window_start = case
      when ${ELAPSED} < excluded.window_ms then c.window_start
      when ${ELAPSED} < 2 * excluded.window_ms then c.window_start + make_interval(secs => excluded.window_ms / 1000)
      else (select at from now) end,
    window_ms = excluded.window_ms
  returning key, hits, previous_hits, extract(epoch from (select at from now) - c.window_start) * 1000 as elapsed_ms`;

/** One key's counter without counting ($1 the key); no row when it was never counted or has been swept. */
export const READ_HITS = `
  select hits, previous_hits, extract(epoch from clock_timestamp() - window_start) * 1000 as elapsed_ms
  from rate_limit_counters where key = $1`;

/** Windows are at most an hour long and a row's previous window counts for one more: rows older than two are swept. */
export const SWEEP_COUNTERS = `
  delete from rate_limit_counters where key in (
    select key from rate_limit_counters where window_start < clock_timestamp() - interval '2 hours' order by key for update skip locked)`;

/** A counter row as COUNT_HITS and READ_HITS answer it. */
export interface CounterRow {
  key?: string;
  hits: number;
  previous_hits: number;
  elapsed_ms: number | string;
}

/** The row's counts for the window `windowMs` of its limit. */
export const windowCounts = (row: CounterRow | undefined, windowMs: number): WindowCounts => ({
  hits: row?.hits ?? 0, previousHits: row?.previous_hits ?? 0, elapsedMs: Number(row?.elapsed_ms ?? 0), windowMs,
});
