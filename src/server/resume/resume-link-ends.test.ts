import type { FastifyInstance } from 'fastify';
import onboarding from '../../../flows/onboarding.json';
import { loadFlow } from '../../flow/load-flow';
import type { Database } from '../db/database';
import { buildApp } from '../http/app';
import { openTestDatabase } from '../../../test/support/test-database';
import { US_ADULT_STEPS } from '../../../test/support/test-harness';
import { startSmtpInbox } from '../../../test/support/smtp-inbox';
import { cookieOf } from '../../../test/support/cookies';
import { saveStep } from '../../../test/support/save-step';

const DATE_OF_BIRTH = (Object.fromEntries(US_ADULT_STEPS).profile as Record<string, string>).dateOfBirth;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let db: Database;
let app: FastifyInstance;
const clock = { now: new Date('2026-11-21T15:00:00Z') };

beforeAll(async () => {
  inbox = await startSmtpInbox();
  db = await openTestDatabase();
  app = await buildApp({
    db, flow: loadFlow(onboarding), serveApp: false, now: () => clock.now, rateLimit: true,
    config: { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir: '/none', mail: { smtpUrl: inbox.url, from: 'Enrolment <no-reply@join.test>', publicUrl: 'https://join.test' } },
  });
});
afterAll(async () => {
  await app.close();
  await db.close();
  await inbox.close();
});

async function member(upTo: string) {
  const started = await app.inject({ method: 'POST', url: '/member/enrolments', payload: { locale: 'en-US', unit: 'move' } });
  const cookie = cookieOf(started);
  for (const [stepId, answers] of US_ADULT_STEPS.slice(0, US_ADULT_STEPS.findIndex(([id]) => id === upTo) + 1)) expect((await saveStep(app, cookie, stepId, answers)).statusCode).toBe(200);
  return cookie;
}
const askLink = (cookie: string, email = 'other.device@example.org') => app.inject({ method: 'POST', url: '/member/enrolment/resume-link', headers: { cookie }, payload: { email } });
const redeem = (token: string) => app.inject({ method: 'POST', url: '/member/resume', payload: { token, dateOfBirth: DATE_OF_BIRTH } });
async function linkFor(cookie: string) {
  expect((await askLink(cookie)).statusCode).toBe(202);
  const match = /#([A-Za-z0-9_-]{43})/.exec((await inbox.nextMail()).text);
  if (!match) throw new Error('no link in the mail');
  return match[1];
}

describe('a continue-later link ends with the session it continues', () => {
  it('no longer opens after the member logged out', async () => {
    const cookie = await member('profile');
    const token = await linkFor(cookie);
    expect((await app.inject({ method: 'POST', url: '/member/enrolment/logout', headers: { cookie } })).statusCode).toBe(204);
    const res = await redeem(token);
    expect(res.statusCode).toBe(410);
    expect(res.json().error.code).toBe('resume_link_invalid');
    expect(res.cookies).toHaveLength(0);
  });

  it('no longer opens after submit, and leaves the submitting device its done page', async () => {
    const cookie = await member('health-network');
    const token = await linkFor(cookie);
    const slots = (await app.inject({ url: '/member/enrolment/slots', headers: { cookie } })).json<{ slots: { start: string }[] }>().slots;
    expect((await saveStep(app, cookie, 'appointment', { slot: slots[0].start })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/member/enrolment/submit', headers: { cookie, 'idempotency-key': 'resume-ends-1' } })).statusCode).toBe(200);
    const res = await redeem(token);
    expect(res.statusCode).toBe(410);
    expect(res.cookies).toHaveLength(0);
    const done = await app.inject({ url: '/member/enrolment', headers: { cookie } });
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe('submitted');
  });
});

describe('refused link requests do not use up the allowance', () => {
  it('still mails 3 links after refusals for a missing birth date and a malformed address, then 429', async () => {
    const cookie = await member('timezone');
    const refused = [];
    for (let i = 0; i < 3; i += 1) refused.push((await askLink(cookie)).statusCode);
    for (let i = 0; i < 3; i += 1) refused.push((await askLink(cookie, 'not-an-address')).statusCode);
    expect(refused).toEqual([409, 409, 409, 400, 400, 400]);
    expect((await saveStep(app, cookie, 'profile', Object.fromEntries(US_ADULT_STEPS).profile)).statusCode).toBe(200);
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await askLink(cookie)).statusCode);
    expect(codes).toEqual([202, 202, 202, 429]);
    for (let i = 0; i < 3; i += 1) await inbox.nextMail();
  });
});
