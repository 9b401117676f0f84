import type { FastifyReply } from 'fastify';
import type { LogProxyLimits } from './log-proxy-limits';
import { RateLimitedError } from '../limits/rate-limit-hooks';

/**
 * This node's bound on log work, in memory because it protects this process's own time (the limits per address
 * and per enrolment, shared by every node, are in the database): at most `maxInFlight` batches at once and
 * `nodeBytesPerSecond` of them. Past either, 429 with Retry-After before the body is read or parsed.
 */
export function logWorkGate(limits: Pick<LogProxyLimits, 'maxInFlight' | 'nodeBytesPerSecond'>, clock: () => number = Date.now) {
  let inFlight = 0;
  let tokens = limits.nodeBytesPerSecond;
  let refilledAt = clock();
  return (reply: FastifyReply, bytes: number): void => {
    const now = clock();
    tokens = Math.min(limits.nodeBytesPerSecond, tokens + ((now - refilledAt) / 1000) * limits.nodeBytesPerSecond);
    refilledAt = now;
    if (inFlight >= limits.maxInFlight || tokens < bytes) {
      const seconds = Math.max(1, Math.ceil((bytes - tokens) / limits.nodeBytesPerSecond));
      void reply.header('retry-after', String(seconds));
      throw new RateLimitedError('this server (log batches)', seconds);
    }
    tokens -= bytes;
    inFlight += 1;
    // 'close' comes once whatever happens to the request (answered, refused, the client gone).
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
  };
}
