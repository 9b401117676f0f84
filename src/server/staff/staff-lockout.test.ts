import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import onboarding from '../../../flows/onboarding.json';
import { loadFlow } from '../../flow/load-flow';
import { buildApp } from '../http/app';
import type { Database } from '../db/database';
import { openTestDatabase } from '../../../test/support/test-database';
import { RATE_LIMITS } from '../limits/rate-limits';
import { staffCookieOf } from '../../../test/support/cookies';
import { ALICE } from '../../../test/support/staff-tokens';

const BOB = 'bob-token-0123456789abcdefgh';
// The clinic's Wi-Fi: members and staff share its one public address.
const CLINIC = '198.51.100.20';
const ENROLMENT = '/staff/enrolments/00000000-0000-4000-8000-000000000000/transitions';
const clock = { now: new Date('2026-11-21T15:00:00Z') };

let db: Database;
let app: FastifyInstance;
const build = (staffTokens: Record<string, string>) => buildApp({
  db, flow: loadFlow(onboarding), serveApp: false, now: () => clock.now,
  config: { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir: '/none', staffTokens },
});

// One database for the file (each test counts from addresses and tokens of its own); a fresh app per test.
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());
beforeEach(async () => {
  app = await build({ alice: ALICE, bob: BOB });
});
afterEach(() => app.close());

const call = (headers: Record<string, string> = {}, from = CLINIC, on = app) => on.inject({ method: 'GET', url: ENROLMENT, headers, remoteAddress: from });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const signIn = (token: string, from = CLINIC, on = app) => on.inject({ method: 'POST', url: '/staff/session', payload: { token }, remoteAddress: from });
const signedIn = (res: LightMyRequestResponse) => ({ cookie: staffCookieOf(res) });
const whoAmI = (cookie: { cookie: string }, from = CLINIC, on = app) => on.inject({ url: '/staff/session', headers: cookie, remoteAddress: from });
const codes = (answers: LightMyRequestResponse[]) => answers.map((res) => res.statusCode);
const FAILURES = RATE_LIMITS.staffFailures.max;

describe('no lockout by a stranger at a shared address', () => {
  it('calls without any credential from the clinic\'s address are 401s, not failed sign-ins: staff there go on working', async () => {
    const console = signedIn(await signIn(ALICE));
    const strangers: LightMyRequestResponse[] = [];
    for (let i = 0; i < FAILURES * 3; i += 1) strangers.push(await call());
    expect(new Set(codes(strangers))).toEqual(new Set([401]));
    expect((await call(bearer(ALICE))).statusCode).toBe(404);
    expect((await whoAmI(console)).json()).toEqual({ staff: 'alice', idleSeconds: 1800 });
    expect((await signIn(BOB)).statusCode).toBe(200);
  });

  it('wrong tokens from the clinic\'s address are refused (then 429), and never the right token, a signed-in console or a sign-in with a right token', async () => {
    const console = signedIn(await signIn(ALICE));
    const guesses: LightMyRequestResponse[] = [];
    for (let i = 0; i < FAILURES; i += 1) guesses.push(i % 2 ? await call(bearer(`guess-${i}-0123456789abcdef`)) : await signIn(`guess-${i}-0123456789abcdef`));
    expect(codes(guesses)).toEqual(Array.from({ length: FAILURES }, (_, i) => (i % 2 ? 403 : 401)));
    const over = [await call(bearer('one-more-guess-0123456789')), await signIn('and-another-guess-0123456789')];
    expect(codes(over)).toEqual([429, 429]);
    expect(over.map((res) => res.json().error.code)).toEqual(['rate_limited', 'rate_limited']);
    expect(Number(over[0].headers['retry-after'])).toBeGreaterThan(0);
    // Renewed by more guesses, and still nobody with a valid credential is refused.
    for (let i = 0; i < FAILURES; i += 1) await call(bearer(`later-${i}-0123456789abcdef`));
    expect((await call(bearer(ALICE))).statusCode).toBe(404);
    expect((await whoAmI(console)).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: ENROLMENT, headers: { ...console, 'x-staff-request': '1' }, payload: { to: 'on_hold_703', reason: 'x' }, remoteAddress: CLINIC })).statusCode).toBe(404);
    expect((await signIn(BOB)).statusCode).toBe(200);
    // Another address is not touched by the clinic's failures.
    expect((await call(bearer('a-guess-from-home-0123456789'), '203.0.113.9')).statusCode).toBe(403);
  });

  it('counts a credential tried from many addresses: the same wrong token is refused everywhere after the limit', async () => {
    const stolen = 'an-old-or-leaked-token-0123456789';
    const tries: LightMyRequestResponse[] = [];
    for (let i = 0; i < FAILURES; i += 1) tries.push(await call(bearer(stolen), `203.0.113.${i + 1}`));
    expect(new Set(codes(tries))).toEqual(new Set([403]));
    expect((await call(bearer(stolen), '203.0.113.200')).statusCode).toBe(429);
    expect((await signIn(stolen, '192.0.2.7')).statusCode).toBe(429);
    // Other tokens from fresh addresses are not affected by that credential's count.
    expect((await call(bearer('a-different-wrong-token-012345'), '203.0.113.201')).statusCode).toBe(403);
    expect((await call(bearer(ALICE), '203.0.113.202')).statusCode).toBe(404);
  });

  it('keys the credential count by a keyed hash: no token tried is stored or logged', async () => {
    const tried = 'a-secret-looking-guess-0123456789';
    await call(bearer(tried), '192.0.2.50');
    await signIn(`${tried}-too`, '192.0.2.50');
    const { rows } = await db.query<{ row: string }>('select t::text as row from rate_limit_counters t');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.row).join('\n')).not.toContain('secret-looking');
    expect(rows.filter((r) => /credential:[0-9a-f]{64}/.test(r.row)).length).toBeGreaterThan(0);
  });
});

describe('no session outliving its credential', () => {
  it('a rotated token (restart with a new STAFF_TOKENS) ends the sessions signed in with the old one; others live on', async () => {
    const alice = signedIn(await signIn(ALICE));
    const bob = signedIn(await signIn(BOB));
    await app.close();
    const rotated = `${ALICE}-rotated`;
    app = await build({ alice: rotated, bob: BOB });
    const ended = await whoAmI(alice);
    expect([ended.statusCode, ended.json().error.code]).toEqual([401, 'staff_session_expired']);
    // Ended for good: the old cookie stays refused, whatever comes next.
    expect((await whoAmI(alice)).statusCode).toBe(401);
    expect((await whoAmI(bob)).json()).toEqual({ staff: 'bob', idleSeconds: 1800 });
    expect((await call(bearer(ALICE), '192.0.2.60')).statusCode).toBe(403);
    const again = signedIn(await signIn(rotated));
    expect((await whoAmI(again)).json()).toEqual({ staff: 'alice', idleSeconds: 1800 });
  });

  it('a token moved to another name ends the session of the name it was signed in as', async () => {
    const alice = signedIn(await signIn(ALICE));
    await app.close();
    app = await build({ alicia: ALICE, bob: BOB });
    expect((await whoAmI(alice)).statusCode).toBe(401);
  });

  it('a restart with the same tokens keeps every session', async () => {
    const alice = signedIn(await signIn(ALICE));
    await app.close();
    app = await build({ bob: BOB, alice: ALICE });
    expect((await whoAmI(alice)).json()).toEqual({ staff: 'alice', idleSeconds: 1800 });
  });

  it('the session row keeps which credential made it, as a keyed hash, never the token', async () => {
    await signIn(ALICE);
    const { rows } = await db.query<{ row: string }>('select t::text as row from staff_sessions t');
    expect(rows.length).toBeGreaterThan(0);
    for (const { row } of rows) {
      expect(row).not.toContain(ALICE);
      expect(row).toMatch(/[0-9a-f]{64}.*[0-9a-f]{64}/);
    }
  });
});
