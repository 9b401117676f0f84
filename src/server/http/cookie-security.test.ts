import type { FastifyInstance } from 'fastify';
import onboarding from '../../../flows/onboarding.json';
import { loadFlow } from '../../flow/load-flow';
import { buildApp } from './app';
import type { Database } from '../db/database';
import { openTestDatabase } from '../../../test/support/test-database';
import { ALICE } from '../../../test/support/staff-tokens';

let db: Database;
let app: FastifyInstance;
beforeAll(async () => {
  db = await openTestDatabase();
  // Behind a TLS-terminating proxy on loopback, COOKIE_SECURE left unset.
  app = await buildApp({
    db, flow: loadFlow(onboarding), serveApp: false, rateLimit: false,
    config: { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir: '/none', staffTokens: { ops: ALICE }, trustProxy: ['127.0.0.1'] },
  });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const https = { 'x-forwarded-proto': 'https' };
const setCookie = (headers: Record<string, unknown>) => String(headers['set-cookie']);
const signIn = (headers: Record<string, string>) => app.inject({ method: 'POST', url: '/staff/session', headers, payload: { token: ALICE } });
const start = (headers: Record<string, string>) => app.inject({ method: 'POST', url: '/member/enrolments', headers, payload: { locale: 'en-US' } });

describe('session cookies are Secure whenever the member or staff reached the server over https', () => {
  it('marks the staff cookie Secure behind an https proxy, as the member cookie is', async () => {
    const member = await start(https);
    expect(member.statusCode).toBe(201);
    expect(setCookie(member.headers)).toMatch(/; Secure/);
    const staff = await signIn(https);
    expect(staff.statusCode).toBe(200);
    expect(setCookie(staff.headers)).toMatch(/^staff_sid=[^;]+;.*; Secure/);
  });

  it('leaves both without Secure over plain http (local development)', async () => {
    expect(setCookie((await start({})).headers)).not.toMatch(/Secure/);
    expect(setCookie((await signIn({})).headers)).not.toMatch(/Secure/);
  });
});
