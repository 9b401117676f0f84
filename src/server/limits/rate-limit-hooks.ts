import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { ApiError } from '../http/api-error';
import { hashSessionToken, SESSION_COOKIE } from '../enrolment/session';
import { clientAddressKey } from '../http/client-address';
import { MEMBER_ROUTE_GROUPS, ROUTE_LIMITS, type RateLimitKey, type RateLimitName, type RateLimitTable } from './rate-limits';

/** Counts one request against a limit (or only reads the count); true when the request is over the limit. */
type Counter = (request: FastifyRequest, reply: FastifyReply, options?: { increment?: boolean }) => Promise<boolean>;

const WHO: Record<RateLimitKey, string> = { address: 'this address', enrolment: 'this enrolment', credential: 'this staff token' };

/** 429 rate_limited, with Retry-After; the same answer for every limit (the message says which kind). */
export class RateLimitedError extends ApiError {
  constructor(who: string, retryAfterSeconds: number) {
    super(429, 'rate_limited', `Too many requests from ${who}; try again in ${retryAfterSeconds} s.`);
    this.name = 'RateLimitedError';
  }
}

// The session's hash, never the cookie itself, is the counter key (rows in the database outlive requests).
const enrolmentKey = (request: FastifyRequest) => `enrolment:${hashSessionToken(request.cookies[SESSION_COOKIE] ?? '')}`;
// The one reading of the address: a request whose client is already gone has none (ClientGoneError, not a TypeError).
const addressKey = (request: FastifyRequest) => clientAddressKey(request.ip);

/**
 * One counter per limit of the table, on the @fastify/rate-limit store registered on `app` (shared by
 * every node). `createRateLimit` is used rather than route hooks: the plugin lets only one of its route
 * hooks run per request, so a second limiter (per enrolment after per address) would silently be skipped.
 * `credentialKey` keys the `credential` limits: a keyed hash of the staff token the request tried.
 */
export function rateLimitCounters(app: FastifyInstance, limits: RateLimitTable, credentialKey: (request: FastifyRequest) => Promise<string>): Record<RateLimitName, Counter> {
  const keys: Record<RateLimitKey, (request: FastifyRequest) => string | Promise<string>> = {
    address: addressKey, enrolment: enrolmentKey, credential: async (request) => `credential:${await credentialKey(request)}`,
  };
  const counters = {} as Record<RateLimitName, Counter>;
  for (const [name, limit] of Object.entries(limits) as [RateLimitName, RateLimitTable[RateLimitName]][]) {
    // Byte budgets are charged by the route that knows the bytes (src/server/logs/log-byte-budget.ts), not per request.
    if (limit.unit === 'bytes') continue;
    // groupId names the store's scope, so each limit counts apart in the shared table.
    const options: RateLimitOptions = { max: limit.max, timeWindow: limit.windowSeconds * 1000, groupId: name, keyGenerator: keys[limit.key] };
    const check = app.createRateLimit(options);
    counters[name] = async (request, reply, options) => {
      if (limit.key === 'enrolment' && !request.cookies[SESSION_COOKIE]) return false;
      const result = await check(request, options);
      if (result.isAllowed || !(options?.increment === false ? result.remaining === 0 : result.isExceeded)) return false;
      reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
      throw new RateLimitedError(WHO[limit.key], Math.max(1, result.ttlInSeconds));
    };
  }
  return counters;
}

/** onRequest hook of the member API: the limits of the route's group (ROUTE_LIMITS), in order, before any parsing. */
export function memberRateLimitHook(counters: Record<RateLimitName, Counter>) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const group = MEMBER_ROUTE_GROUPS[request.routeOptions.url ?? ''] ?? 'member';
    // Counted together, so the store sends the group's increments as one statement.
    await Promise.all(ROUTE_LIMITS[group].map((name) => counters[name](request, reply)));
  };
}

/** What a route calls once a request passed its own checks and is about to send a mail: the `mail` limits. */
export function mailLimitCounter(counters: Record<RateLimitName, Counter>) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await Promise.all(ROUTE_LIMITS.mail.map((name) => counters[name](request, reply)));
  };
}

/** Counts one failed staff sign-in, per address and per token tried (`staffFailure`); 429 past either limit. */
export function staffFailureCounter(counters: Record<RateLimitName, Counter>) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await Promise.all(ROUTE_LIMITS.staffFailure.map((name) => counters[name](request, reply)));
  };
}

/**
 * onRequest hook of the staff API: the per-address limit, then, for a request `isWrongBearer` names (a bearer token
 * that is none of STAFF_TOKENS), a failed sign-in, counted before the route runs so a parallel burst cannot slip
 * past. Only attempts are ever refused for failures: a valid token, a session cookie or no credential at all (401)
 * is never counted nor refused by them, so a stranger at a shared address cannot lock its staff out.
 */
export function staffRateLimitHook(counters: Record<RateLimitName, Counter>, isWrongBearer: (request: FastifyRequest) => boolean) {
  const countFailure = staffFailureCounter(counters);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    for (const name of ROUTE_LIMITS.staff) await counters[name](request, reply);
    if (isWrongBearer(request)) await countFailure(request, reply);
  };
}
