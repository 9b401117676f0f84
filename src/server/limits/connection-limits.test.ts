import type { AddressInfo } from 'net';
import type { FastifyInstance } from 'fastify';
import onboarding from '../../../flows/onboarding.json';
import { loadFlow } from '../../flow/load-flow';
import { buildApp } from '../http/app';
import type { Database } from '../db/database';
import { CONNECTION_LIMITS, type ConnectionLimits } from './connection-limits';
import { openTestDatabase } from '../../../test/support/test-database';
import { holdSocket, rawRequest, type HeldSocket } from '../../../test/support/raw-http';

// Short deadlines so the test runs in seconds; the shipped figures are in CONNECTION_LIMITS.
const FAST: ConnectionLimits = { headersTimeoutMs: 400, requestTimeoutMs: 800, keepAliveTimeoutMs: 300, checkIntervalMs: 100, maxConnections: 1000 };

let db: Database;
let app: FastifyInstance | undefined;
let held: HeldSocket[] = [];
let accepted = 0;

async function listen(connections: ConnectionLimits): Promise<number> {
  app = await buildApp({
    db, flow: loadFlow(onboarding), serveApp: false, rateLimit: false,
    config: { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir: '/none', connections },
  });
  accepted = 0;
  app.server.on('connection', () => (accepted += 1));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

const openConnections = () => new Promise<number>((resolve, reject) => app?.server.getConnections((error, count) => (error ? reject(error) : resolve(count))));
// A client's connect can finish before the server has taken the connection: wait until the server took `count`.
async function serverAccepted(count: number): Promise<number> {
  while (accepted < count) await new Promise((resolve) => setTimeout(resolve, 10));
  return accepted;
}
const hold = async (port: number, count: number, bytes = '') => {
  const sockets = await Promise.all(Array.from({ length: count }, () => holdSocket(port, bytes)));
  held.push(...sockets);
  return sockets;
};
const HALF_HEADERS = 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ';
const HALF_BODY = 'POST /member/enrolments HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"locale":';

beforeAll(async () => {
  db = await openTestDatabase();
});
afterEach(async () => {
  held.forEach(({ socket }) => socket.destroy());
  held = [];
  await app?.close();
  app = undefined;
});
afterAll(() => db.close());

describe('connection deadlines', () => {
  it('close 300 connections that sent half of their headers, with 408 request_timeout', async () => {
    const port = await listen(FAST);
    const sockets = await hold(port, 300, HALF_HEADERS);
    expect(sockets.filter(({ socket }) => socket.readyState === 'open')).toHaveLength(300);
    expect(await serverAccepted(300)).toBe(300);
    const answers = await Promise.all(sockets.map((s) => s.closed));
    expect(answers.filter((answer) => answer.startsWith('HTTP/1.1 408') && answer.includes('"request_timeout"'))).toHaveLength(300);
    expect(await openConnections()).toBe(0);
  }, 20_000);

  it('close 300 connections that sent their headers and half of their body', async () => {
    const port = await listen(FAST);
    const sockets = await hold(port, 300, HALF_BODY);
    expect(sockets.filter(({ socket }) => socket.readyState === 'open')).toHaveLength(300);
    expect(await serverAccepted(300)).toBe(300);
    const answers = await Promise.all(sockets.map((s) => s.closed));
    expect(answers.filter((answer) => answer.startsWith('HTTP/1.1 408'))).toHaveLength(300);
    expect(await openConnections()).toBe(0);
  }, 20_000);

  it('close 300 connections that never send a byte', async () => {
    const port = await listen(FAST);
    const sockets = await hold(port, 300);
    expect(sockets.filter(({ socket }) => socket.readyState === 'open')).toHaveLength(300);
    expect(await serverAccepted(300)).toBe(300);
    await Promise.all(sockets.map((s) => s.closed));
    expect(await openConnections()).toBe(0);
  }, 20_000);

  it('close a kept-alive connection that stays idle after its answer', async () => {
    const port = await listen(FAST);
    const [socket] = await hold(port, 1, 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const answer = await socket.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer.toLowerCase()).toContain('connection: keep-alive');
    expect(await openConnections()).toBe(0);
  }, 20_000);
});

describe('connection cap', () => {
  it('closes connections past the cap at once, keeps serving open ones, and takes new ones again once the held ones time out', async () => {
    // Longer deadlines than FAST: the 19 held connections must still be open when the 21st arrives, even on a busy machine.
    const port = await listen({ ...FAST, headersTimeoutMs: 2000, requestTimeoutMs: 4000, maxConnections: 20 });
    // A member whose connection was open before the flood, sending a request every 100 ms (inside keep-alive).
    const [member] = await hold(port, 1);
    await hold(port, 19, HALF_HEADERS);
    expect(await serverAccepted(20)).toBe(20);
    expect(await openConnections()).toBe(20);
    const [refused] = await hold(port, 1, 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(await refused.closed).toBe('');
    const memberAnswer = new Promise<string>((resolve) => member.socket.once('data', (data) => resolve(data.toString())));
    member.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(await memberAnswer).toMatch(/^HTTP\/1\.1 200 /);
    await Promise.all(held.slice(1).map((s) => s.closed));
    expect((await rawRequest(port, 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')).status).toBe(200);
  }, 20_000);
});

describe('connection cap with idle kept-alive connections', () => {
  const GET = 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
  // A keep-alive connection that made one request, read its answer, and stays open saying nothing.
  async function idleAfterOneRequest(port: number): Promise<HeldSocket> {
    const [held] = await hold(port, 1, GET);
    // Refused connections close without a byte: the close, or the answer's first bytes, ends the wait.
    await Promise.race([held.closed, new Promise((resolve) => held.socket.once('data', resolve))]);
    return held;
  }

  it('serves a fresh client\'s 32 calls while 3,000 idle connections are held at the shipped cap of 800, closing the longest idle first', async () => {
    // The shipped cap; keep-alive long enough that no idle connection times out during the test (the flood must be held).
    const port = await listen({ ...FAST, keepAliveTimeoutMs: 60_000, headersTimeoutMs: 60_000, requestTimeoutMs: 120_000, maxConnections: CONNECTION_LIMITS.maxConnections });
    const flood: HeldSocket[] = [];
    for (let batch = 0; batch < 30; batch += 1) flood.push(...(await Promise.all(Array.from({ length: 100 }, () => idleAfterOneRequest(port)))));
    const answered = flood.filter(({ socket }) => socket.bytesRead > 0);
    expect(answered).toHaveLength(3000);
    expect(await openConnections()).toBeLessThanOrEqual(CONNECTION_LIMITS.maxConnections);
    // The newest idle connections are the ones still open: the cap closed the longest idle.
    expect(flood.slice(-100).filter(({ socket }) => !socket.destroyed)).toHaveLength(100);
    expect(flood.slice(0, 100).filter(({ socket }) => !socket.destroyed)).toHaveLength(0);
    const calls = await Promise.all(Array.from({ length: 32 }, () => rawRequest(port, 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n').catch(() => ({ status: 0 }))));
    expect(calls.map((call) => call.status)).toEqual(Array(32).fill(200));
  }, 120_000);

  it('never closes a connection with a request in flight for a newcomer: the newcomer is refused instead', async () => {
    const port = await listen({ ...FAST, headersTimeoutMs: 2000, requestTimeoutMs: 4000, maxConnections: 20 });
    const idle = await idleAfterOneRequest(port);
    // 19 requests in flight: headers complete, the body still arriving.
    const busy = await hold(port, 19, HALF_BODY);
    expect(await serverAccepted(20)).toBe(20);
    // The first newcomer takes the idle connection's place (and stays, its request in flight too)...
    const [newcomer] = await hold(port, 1, HALF_BODY);
    expect(await idle.closed).toMatch(/^HTTP\/1\.1 200 /);
    expect(await serverAccepted(21)).toBe(21);
    // ...the next finds only requests in flight and is refused without an answer.
    const [refused] = await hold(port, 1, 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(await refused.closed).toBe('');
    busy.push(newcomer);
    // Each request in flight still gets its own answer (the deadline's 408), not a reset.
    const answers = await Promise.all(busy.map((s) => s.closed));
    expect(answers.filter((answer) => answer.startsWith('HTTP/1.1 408'))).toHaveLength(20);
  }, 20_000);
});
