import type { FastifyInstance } from 'fastify';
import onboarding from '../../../flows/onboarding.json';
import { loadFlow } from '../../flow/load-flow';
import { buildApp } from '../http/app';
import type { Database } from '../db/database';
import { LOG_PROXY_LIMITS, type LogProxyLimits } from './log-proxy-limits';
import { RATE_LIMITS } from '../limits/rate-limits';
import type { AddressInfo } from 'net';
import { openTestDatabase } from '../../../test/support/test-database';
import { rawRequest } from '../../../test/support/raw-http';
import { cookieOf } from '../../../test/support/cookies';

const KEY = 'log-key-0123456789';
let db: Database;
let app: FastifyInstance;
let logs: string[];

async function build(options: { logProxyLimits?: Partial<LogProxyLimits>; logBytesAddress?: number; logBytesEnrolment?: number } = {}) {
  logs = [];
  app = await buildApp({
    db, flow: loadFlow(onboarding), serveApp: false, logger: { write: (line: string) => void logs.push(line) },
    logProxyLimits: { ...LOG_PROXY_LIMITS, ...options.logProxyLimits },
    config: {
      flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir: '/none', logApiKey: KEY,
      rateLimits: {
        ...RATE_LIMITS,
        logBytesAddress: { ...RATE_LIMITS.logBytesAddress, max: options.logBytesAddress ?? RATE_LIMITS.logBytesAddress.max },
        logBytesEnrolment: { ...RATE_LIMITS.logBytesEnrolment, max: options.logBytesEnrolment ?? RATE_LIMITS.logBytesEnrolment.max },
      },
    },
  });
}

beforeEach(async () => {
  db = await openTestDatabase();
});
afterEach(async () => {
  await app.close();
  await db.close();
});

/** An allowed entry of about 1.2 KB: ten frames of long script names. */
const entry = (i: number) => ({ event: 'window_error', timestamp: '2026-11-21T15:00:00Z', error: 'TypeError', frames: Array.from({ length: 10 }, (_, f) => `${'x'.repeat(100)}-${i}-${f}.js:1:1`) });
/** `count` allowed entries and one filler (dropped) making the batch about count x chars bytes: the budgets count bytes. */
const batch = (count: number, chars: number) => ({ entries: [...Array.from({ length: count }, (_, i) => entry(i)), { filler: 'x'.repeat(Math.max(0, count * (chars - 1300))) }] });
const ship = (body: object, cookie?: string) => app.inject({ method: 'POST', url: '/member/logs', headers: { authorization: KEY, ...(cookie ? { cookie } : {}) }, payload: body });
const written = () => logs.filter((line) => line.includes('"client log"')).length;
const start = async () => cookieOf(await app.inject({ method: 'POST', url: '/member/enrolments', payload: { locale: 'en-US', unit: 'move' } }));

describe('the log proxy is bounded in bytes', () => {
  it('per address: batches past the byte budget get 429 with Retry-After and write nothing', async () => {
    await build({ logBytesAddress: 100_000 });
    expect(written()).toBe(0);
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await ship(batch(6, 4000))).statusCode);
    expect(codes.slice(0, 3)).toEqual([200, 200, 200]);
    expect(codes.slice(4)).toEqual([429, 429]);
    const refused = await ship(batch(1, 10));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(written()).toBe(6 * codes.filter((code) => code === 200).length);
  });

  it('charges a batch that declares no length (chunked) the whole body limit, so leaving it out gains nothing', async () => {
    await build({ logBytesAddress: 300 * 1024 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const body = JSON.stringify(batch(1, 10));
    const chunked = ['POST /member/logs HTTP/1.1', 'Host: 127.0.0.1', `Authorization: ${KEY}`, 'Content-Type: application/json', 'Transfer-Encoding: chunked', 'Connection: close', '', `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`].join('\r\n');
    expect(written()).toBe(0);
    expect((await rawRequest(port, chunked)).status).toBe(200);
    expect((await rawRequest(port, chunked)).status).toBe(429);
    expect(written()).toBe(1);
  });

  it('per enrolment: one member past its budget gets 429 while another behind the same address goes on', async () => {
    await build({ logBytesEnrolment: 60_000 });
    const greedy = await start();
    const other = await start();
    expect((await ship(batch(6, 7990), greedy)).statusCode).toBe(200);
    expect((await ship(batch(6, 7990), greedy)).statusCode).toBe(429);
    expect((await ship(batch(6, 7990), other)).statusCode).toBe(200);
  });

  it('per node: past its bytes per second, a batch gets 429 before its body is read', async () => {
    await build({ logProxyLimits: { nodeBytesPerSecond: 40_000 } });
    expect((await ship(batch(6, 4000))).statusCode).toBe(200);
    const shed = await ship(batch(6, 4000));
    expect(shed.statusCode).toBe(429);
    expect(Number(shed.headers['retry-after'])).toBeGreaterThan(0);
    expect(written()).toBe(6);
  });

  it('per batch: at most maxWrittenBytesPerBatch of log, the rest dropped and counted in one line', async () => {
    const maxWrittenBytesPerBatch = 8 * 1024;
    await build({ logProxyLimits: { maxWrittenBytesPerBatch } });
    expect(written()).toBe(0);
    const res = await ship({ entries: Array.from({ length: 50 }, (_, i) => entry(i)) });
    expect(res.statusCode).toBe(200);
    const { accepted, dropped } = res.json<{ accepted: number; dropped: number }>();
    expect(accepted + dropped).toBe(50);
    expect(dropped).toBeGreaterThan(0);
    const lines = logs.filter((line) => line.includes('"client log"'));
    expect(lines).toHaveLength(accepted);
    expect(lines.join('\n').length).toBeLessThanOrEqual(maxWrittenBytesPerBatch + 500 * accepted);
    expect(logs.filter((line) => line.includes('client log entries dropped') && line.includes(`"dropped":${dropped}`) && line.includes(`"overBudget":${dropped}`))).toHaveLength(1);
  });
});
