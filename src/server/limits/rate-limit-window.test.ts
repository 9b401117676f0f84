import type { FastifyInstance } from 'fastify';
import onboarding from '../../../flows/onboarding.json';
import { loadFlow } from '../../flow/load-flow';
import { buildApp } from '../http/app';
import type { Database } from '../db/database';
import { openTestDatabase } from '../../../test/support/test-database';
import { RATE_LIMITS, type RateLimitTable } from './rate-limits';

// Time passes for the limiter as the database sees it: the counters' windows are moved back, as if the seconds
// had gone by, so a test can stand just before and just after a window's end without waiting for it.
const MAX = 10;
const LOG_BYTES = 100_000;
const LIMITS: RateLimitTable = {
  ...RATE_LIMITS, start: { max: MAX, windowSeconds: 60, key: 'address' }, logBytesAddress: { ...RATE_LIMITS.logBytesAddress, max: LOG_BYTES },
};
const LOG_KEY = 'log-key-0123456789';
let db: Database;
let app: FastifyInstance;

beforeEach(async () => {
  db = await openTestDatabase();
  app = await buildApp({
    db, flow: loadFlow(onboarding), serveApp: false,
    config: { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir: '/none', staffTokens: {}, logApiKey: LOG_KEY, rateLimits: LIMITS },
  });
});

afterEach(async () => {
  await app.close();
  await db.close();
});

const pass = (seconds: number) => db.query(`update rate_limit_counters set window_start = window_start - make_interval(secs => $1::float8)`, [seconds]);
const start = () => app.inject({ method: 'POST', url: '/member/enrolments', payload: { locale: 'en-US', unit: 'move' } });
const burst = async (n: number) => {
  const codes: number[] = [];
  for (let i = 0; i < n; i += 1) codes.push((await start()).statusCode);
  return codes;
};

const entry = (i: number) => ({ logName: 'onboarding-v3-web', resource: { type: 'global' }, timestamp: '2026-11-21T15:00:00Z', severity: 200, labels: {}, textPayload: `${i} ${'x'.repeat(7900)}` });
/** About 48 KB of log: two fit in the address's byte budget, three do not. */
const shipLogs = async () => (await app.inject({
  method: 'POST', url: '/member/logs', headers: { authorization: LOG_KEY }, payload: { entries: Array.from({ length: 6 }, (_, i) => entry(i)) },
})).statusCode;

describe('rate limits across a window boundary', () => {
  it('refuse a second full burst just after the window the first one ended (no double limit)', async () => {
    expect((await db.query<{ n: number }>('select count(*)::int as n from rate_limit_counters')).rows[0].n).toBe(0);
    // One start opens the window; the rest of the limit comes 50 s later, just before the window ends.
    expect(await burst(1)).toEqual([201]);
    await pass(50);
    expect(await burst(MAX - 1)).toEqual(Array(MAX - 1).fill(201));
    // 12 s later (2 s into the next window) the whole limit is asked for again: the last 60 s already hold it.
    await pass(12);
    const again = await burst(MAX);
    // The previous window still weighs 58/60 of its 10 starts (9.67): room for one more start, not ten.
    expect(again).toEqual([201, ...Array(MAX - 1).fill(429)]);
  });

  it('say in Retry-After when a start is admitted again, and admit it then', async () => {
    expect(await burst(MAX)).toEqual(Array(MAX).fill(201));
    // 21 s into the next window: the previous 10 weigh 6.5 (counted as 6), so 4 more fit; the 5th is refused and,
    // like every refused request, counted.
    await pass(81);
    expect(await burst(5)).toEqual([201, 201, 201, 201, 429]);
    const refused = await start();
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    // 4 admitted + 2 refused this window, 10 before: the next fits once 10 x (1 - f) < 4, i.e. at 36 s (15 s on).
    expect(retryAfter).toBeGreaterThanOrEqual(14);
    expect(retryAfter).toBeLessThanOrEqual(16);
    expect(refused.json().error.message).toContain(`${retryAfter} s`);
    await pass(retryAfter);
    expect(await burst(1)).toEqual([201]);
  });

  it('slide the log byte budget too: a second budget of bytes just after the window is refused', async () => {
    expect(await shipLogs()).toBe(200);
    await pass(50);
    expect(await shipLogs()).toBe(200);
    await pass(12);
    // About 97 KB sent 12 s and 2 s ago: 58/60 of it still counts, so another 48 KB does not fit.
    const refused = await app.inject({
      method: 'POST', url: '/member/logs', headers: { authorization: LOG_KEY }, payload: { entries: Array.from({ length: 6 }, (_, i) => entry(i)) },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
