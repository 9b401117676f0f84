import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import onboarding from '../../../flows/onboarding.json';
import { loadFlow } from '../../flow/load-flow';
import { buildApp } from './app';
import { openTestDatabase } from '../../../test/support/test-database';
import { createHarness, type Harness } from '../../../test/support/test-harness';
import type { Database } from '../db/database';

const LOG_KEY = 'log-key-0123456789';
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ logApiKey: LOG_KEY });
});
afterAll(() => h.close());

/** A member who has answered every step before the appointment, so that submit has something to do. */
async function readyMember() {
  const member = await h.memberBeforeAppointment();
  await h.save(member.cookie, 'appointment', {});
  return member;
}

const submittedAt = async (db: Database, id: string) =>
  (await db.query<{ submitted_at: Date | null }>('select submitted_at from enrolments where id = $1', [id])).rows[0]?.submitted_at ?? null;

// app.inject addresses the server as localhost:80.
const OWN = 'http://localhost';

describe('the member API refuses state changes from another origin', () => {
  it('a text/plain POST to submit from another origin of the same site: 403 cross_origin_refused, and nothing is submitted', async () => {
    const member = await readyMember();
    const res = await h.app.inject({
      method: 'POST', url: '/member/enrolment/submit', payload: 'x=1',
      headers: { cookie: member.cookie, 'content-type': 'text/plain', origin: 'http://evil.localhost', 'sec-fetch-site': 'same-site', 'idempotency-key': 'cross-1' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { code: 'cross_origin_refused', message: expect.stringContaining('Origin') } });
    expect(await submittedAt(h.db, member.enrolmentId)).toBeNull();
  });

  it.each<[string, Record<string, string>]>([
    ['another origin of the same site', { origin: 'http://evil.localhost', 'sec-fetch-site': 'same-site' }],
    ['another site', { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' }],
    ['the same host on another port', { origin: 'http://localhost:8081' }],
    ['the same host under another scheme and port', { origin: 'https://localhost' }],
    ['only Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['only Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-origin with a foreign Origin', { origin: 'https://attacker.example', 'sec-fetch-site': 'same-origin' }],
    ['an unknown Sec-Fetch-Site', { 'sec-fetch-site': 'SAME-ORIGIN' }],
    ['Sec-Fetch-Site none (no page sent it: typed, a bookmark, an extension)', { 'sec-fetch-site': 'none' }],
    ['an Origin that is not an origin', { origin: 'not an origin' }],
    ['an Origin with control-free junk', { origin: `http://localhost${'a'.repeat(5000)}` }],
    ['an Origin with a path', { origin: 'http://localhost/member' }],
    ['a look-alike host (IDN)', { origin: 'http://lоcalhost' }],
    ['two Origins joined', { origin: `${OWN}, https://attacker.example` }],
    ['a sandboxed frame of another site', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
  ])('%s: 403 on POST, PUT and DELETE alike', async (_name, headers) => {
    const member = await h.start();
    const calls: LightMyRequestResponse[] = await Promise.all([
      h.app.inject({ method: 'POST', url: '/member/enrolments', headers, payload: { locale: 'en-US', unit: 'move' } }),
      h.app.inject({ method: 'PUT', url: '/member/enrolment/steps/language', headers: { ...headers, cookie: member.cookie }, payload: { answers: { language: 'EN' } } }),
      h.app.inject({ method: 'POST', url: '/member/enrolment/logout', headers: { ...headers, cookie: member.cookie } }),
      h.app.inject({ method: 'DELETE', url: '/member/enrolment/booking', headers: { ...headers, cookie: member.cookie } }),
    ]);
    expect(calls.map((res) => [res.statusCode, res.json().error?.code])).toEqual(calls.map(() => [403, 'cross_origin_refused']));
    // The refused logout did not end the session: the member carries on.
    expect((await h.save(member.cookie, 'language', { language: 'EN' })).statusCode).toBe(200);
  });

  it.each<[string, Record<string, string>]>([
    ['its own origin', { origin: OWN, 'sec-fetch-site': 'same-origin' }],
    ['its own origin with the port written', { origin: 'http://localhost:80' }],
    ['Sec-Fetch-Site same-origin with Origin null (a form post under Referrer-Policy no-referrer)', { origin: 'null', 'sec-fetch-site': 'same-origin' }],
    ['neither header (curl, a server, an older browser)', {}],
    ['Origin null alone (an older browser under no-referrer)', { origin: 'null' }],
  ])('%s: served', async (_name, headers) => {
    const started = await h.app.inject({ method: 'POST', url: '/member/enrolments', headers, payload: { locale: 'en-US', unit: 'move' } });
    expect(started.statusCode).toBe(201);
    const member = await h.start();
    expect((await h.app.inject({ method: 'PUT', url: '/member/enrolment/steps/language', headers: { ...headers, cookie: member.cookie }, payload: { answers: { language: 'EN' } } })).statusCode).toBe(200);
  });

  it('reads (GET) from anywhere are not state changes: answered as before', async () => {
    const member = await h.start();
    const res = await h.app.inject({ url: '/member/enrolment', headers: { cookie: member.cookie, origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(200);
  });

  it('the log proxy is keyed, not origin-bound: a batch from another origin is taken', async () => {
    const res = await h.app.inject({
      method: 'POST', url: '/member/logs', headers: { authorization: LOG_KEY, origin: 'https://cdn.example', 'sec-fetch-site': 'cross-site' },
      payload: { entries: [{ level: 'info', message: 'hello', timestamp: '2026-11-21T15:00:00.000Z' }] },
    });
    expect(res.statusCode).not.toBe(403);
  });

  it('the first step\'s form post from its own page is served; from another origin it is refused', async () => {
    const own = await h.app.inject({ method: 'POST', url: '/member/first-step', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null', 'sec-fetch-site': 'same-origin' }, payload: 'language=EN&locale=en-US' });
    expect(own.statusCode).not.toBe(403);
    const foreign = await h.app.inject({ method: 'POST', url: '/member/first-step', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://evil.localhost', 'sec-fetch-site': 'same-site' }, payload: 'language=EN&locale=en-US' });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('with PUBLIC_URL set, its origin is the product\'s own', () => {
  let app: FastifyInstance;
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
    app = await buildApp({
      db, flow: loadFlow(onboarding), serveApp: false, rateLimit: false,
      config: { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir: '/nonexistent', publicUrl: 'https://join.example.com' },
    });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const start = (headers: Record<string, string>) => app.inject({ method: 'POST', url: '/member/enrolments', headers, payload: { locale: 'en-US', unit: 'move' } });

  it.each<[Record<string, string>, number]>([
    // Behind a proxy that does not pass the public host, the request's Host is internal: PUBLIC_URL decides.
    [{ host: '10.0.0.7:8080', origin: 'https://join.example.com' }, 201],
    [{ host: 'join.example.com', origin: 'https://join.example.com:443' }, 201],
    [{ host: 'join.example.com', origin: 'http://join.example.com' }, 403],
    [{ host: '10.0.0.7:8080', origin: 'http://10.0.0.7:8080' }, 403],
    [{ host: 'join.example.com', origin: 'https://staging.join.example.com', 'sec-fetch-site': 'same-site' }, 403],
  ])('%j: %i', async (headers, status) => {
    expect((await start(headers)).statusCode).toBe(status);
  });
});
