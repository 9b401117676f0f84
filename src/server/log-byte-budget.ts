import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from './db/database';
import { RateLimitedError } from './rate-limit-hooks';
import type { RateLimit } from './rate-limits';
import { hashSessionToken, SESSION_COOKIE } from './session';

/**
 * Adds $2 bytes to each key's fixed window (windows $3 in ms, as the request counters do) and answers the totals.
 * Keys are locked in their sorted order, so two batches never wait on each other's rows in a cycle.
 */
const CHARGE = `
  insert into rate_limit_counters as c (key, window_start, hits, window_ms)
  select k, clock_timestamp(), $2::int, w from unnest($1::text[], $3::float8[]) as t(k, w) order by k
  on conflict (key) do update set
    hits = case when c.window_start + make_interval(secs => excluded.window_ms / 1000) <= clock_timestamp() then excluded.hits else least(c.hits + excluded.hits, 2000000000) end,
    window_start = case when c.window_start + make_interval(secs => excluded.window_ms / 1000) <= clock_timestamp() then clock_timestamp() else c.window_start end,
    window_ms = excluded.window_ms
  returning key, hits, greatest(0, (window_ms - extract(epoch from clock_timestamp() - window_start) * 1000))::int as ttl`;

const WHO: Record<'address' | 'enrolment', string> = { address: 'this address (log bytes)', enrolment: 'this enrolment (log bytes)' };

/**
 * The log proxy's byte budgets, per address and per enrolment (RATE_LIMITS logBytesAddress, logBytesEnrolment), in the
 * database's counter table like every other limit so that all nodes count together. A batch is charged the bytes it
 * declares (Content-Length), before its body is read; one that declares none is charged the route's whole body limit.
 */
export function logByteBudget(db: Database, limits: { address: RateLimit; enrolment: RateLimit }) {
  return async (request: FastifyRequest, reply: FastifyReply, bytes: number): Promise<void> => {
    const token = request.cookies[SESSION_COOKIE];
    const charged = [{ key: `logBytesAddress|${request.ip}`, limit: limits.address, who: WHO.address }];
    // The session's hash, never the cookie itself, is the key (rows outlive requests).
    if (token) charged.push({ key: `logBytesEnrolment|enrolment:${hashSessionToken(token)}`, limit: limits.enrolment, who: WHO.enrolment });
    const { rows } = await db.query<{ key: string; hits: number; ttl: number }>(CHARGE, [charged.map((c) => c.key), bytes, charged.map((c) => c.limit.windowSeconds * 1000)]);
    for (const row of rows) {
      const over = charged.find((c) => c.key === row.key && row.hits > c.limit.max);
      if (!over) continue;
      const seconds = Math.max(1, Math.ceil(row.ttl / 1000));
      void reply.header('retry-after', String(seconds));
      throw new RateLimitedError(over.who, seconds);
    }
  };
}
