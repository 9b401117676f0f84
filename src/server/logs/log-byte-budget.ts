import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { RateLimitedError } from '../limits/rate-limit-hooks';
import type { RateLimit } from '../limits/rate-limits';
import { hashSessionToken, SESSION_COOKIE } from '../enrolment/session';
import { slidingCount } from '../limits/sliding-window';
import { COUNT_HITS, windowCounts, type CounterRow } from '../limits/sliding-window-statements';

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
    // Bytes are counted like requests, over the same sliding window, in the same statement.
    const { rows } = await db.query<CounterRow>(COUNT_HITS, [charged.map((c) => c.key), charged.map((c) => c.limit.windowSeconds * 1000), charged.map(() => bytes)]);
    for (const row of rows) {
      const over = charged.find((c) => c.key === row.key);
      if (!over) continue;
      const { current, ttl } = slidingCount(windowCounts(row, over.limit.windowSeconds * 1000), over.limit.max);
      if (current <= over.limit.max) continue;
      const seconds = Math.max(1, Math.ceil(ttl / 1000));
      void reply.header('retry-after', String(seconds));
      throw new RateLimitedError(over.who, seconds);
    }
  };
}
