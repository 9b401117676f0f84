import type { FastifyInstance } from 'fastify';
import onboarding from '../../../flows/onboarding.json';
import { loadFlow } from '../../flow/load-flow';
import type { Database } from '../db/database';
import { buildApp } from '../http/app';
import { openTestDatabase } from '../../../test/support/test-database';
import { US_ADULT_STEPS } from '../../../test/support/test-harness';
import { SESSION_COOKIE } from './session';
import { startSmtpInbox } from '../../../test/support/smtp-inbox';
import { cookieOf } from '../../../test/support/cookies';
import { saveStep } from '../../../test/support/save-step';

// The device a member left after opening their continue-later link elsewhere gets its own answer, without the member's data.
const PROFILE = Object.fromEntries(US_ADULT_STEPS).profile as Record<string, string>;
const env = {} as { inbox: Awaited<ReturnType<typeof startSmtpInbox>>; db: Database; app: FastifyInstance; logs: string[] };

beforeAll(async () => {
  env.logs = [];
  env.inbox = await startSmtpInbox();
  env.db = await openTestDatabase();
  env.app = await buildApp({
    db: env.db, flow: loadFlow(onboarding), serveApp: false, now: () => new Date('2026-11-21T15:00:00Z'), rateLimit: false,
    logger: { write: (line: string) => void env.logs.push(line) },
    config: { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir: '/nonexistent', mail: { smtpUrl: env.inbox.url, from: 'Enrolment <no-reply@join.test>', publicUrl: 'https://join.test' } },
  });
});
afterAll(async () => {
  await env.app.close();
  await env.db.close();
  await env.inbox.close();
});

const summary = (cookie: string) => env.app.inject({ method: 'GET', url: '/member/enrolment', headers: { cookie } });

async function memberWithProfile() {
  const started = await env.app.inject({ method: 'POST', url: '/member/enrolments', payload: { locale: 'pt-PT', unit: 'move' } });
  const cookie = cookieOf(started);
  for (const [stepId, answers] of US_ADULT_STEPS.slice(0, US_ADULT_STEPS.findIndex(([id]) => id === 'profile') + 1)) expect((await saveStep(env.app, cookie, stepId, answers)).statusCode).toBe(200);
  return cookie;
}

async function moveElsewhere(cookie: string): Promise<string> {
  const asked = await env.app.inject({ method: 'POST', url: '/member/enrolment/resume-link', headers: { cookie }, payload: { email: 'other.device@example.org' } });
  expect(asked.statusCode).toBe(202);
  const token = /#([A-Za-z0-9_-]{43})/.exec((await env.inbox.nextMail()).text)?.[1] ?? '';
  const redeemed = await env.app.inject({ method: 'POST', url: '/member/resume', payload: { token, dateOfBirth: PROFILE.dateOfBirth } });
  expect(redeemed.statusCode).toBe(200);
  return cookieOf(redeemed);
}

describe('the session a continue-later link moved away from', () => {
  it('is answered 401 enrolment_moved on reads and saves, with nothing of the member in the answer', async () => {
    const left = await memberWithProfile();
    expect((await summary(left)).statusCode).toBe(200);
    const elsewhere = await moveElsewhere(left);

    for (const res of [await summary(left), await saveStep(env.app, left, 'about-you', { gender: 'female' })]) {
      expect(res.statusCode).toBe(401);
      const body = res.json<{ error: Record<string, unknown> }>();
      expect(Object.keys(body.error).sort()).toEqual(['code', 'message']);
      expect(body.error.code).toBe('enrolment_moved');
      for (const secret of [PROFILE.firstName, PROFILE.lastName, PROFILE.email, PROFILE.dateOfBirth]) expect(res.body).not.toContain(secret);
    }
    // The new device goes on.
    expect((await summary(elsewhere)).statusCode).toBe(200);
    const logged = env.logs.join('\n');
    for (const secret of [PROFILE.email, PROFILE.dateOfBirth, left.split('=')[1]]) expect(logged).not.toContain(secret);
  });

  it('moved twice: each device left is told so, and the one holding the enrolment is not', async () => {
    const first = await memberWithProfile();
    const second = await moveElsewhere(first);
    const third = await moveElsewhere(second);
    expect((await summary(first)).json<{ error: { code: string } }>().error.code).toBe('enrolment_moved');
    expect((await summary(second)).json<{ error: { code: string } }>().error.code).toBe('enrolment_moved');
    expect((await summary(third)).statusCode).toBe(200);
  });

  it('once submitted on the device it moved to, every device left is answered 401 enrolment_submitted_elsewhere on every member route', async () => {
    const first = await memberWithProfile();
    const second = await moveElsewhere(first);
    const third = await moveElsewhere(second);
    for (const [stepId, answers] of US_ADULT_STEPS.slice(US_ADULT_STEPS.findIndex(([id]) => id === 'profile') + 1)) expect((await saveStep(env.app, third, stepId, answers)).statusCode).toBe(200);
    expect((await saveStep(env.app, third, 'appointment', {})).statusCode).toBe(200);
    // Before the submit the left devices are only told it moved.
    expect((await summary(first)).json<{ error: { code: string } }>().error.code).toBe('enrolment_moved');
    const submitted = await env.app.inject({ method: 'POST', url: '/member/enrolment/submit', headers: { cookie: third, 'idempotency-key': 'submit-on-the-third-device' } });
    expect(submitted.statusCode).toBe(200);

    for (const left of [first, second]) {
      const answers = [
        await summary(left),
        await saveStep(env.app, left, 'about-you', { gender: 'female' }),
        await env.app.inject({ method: 'GET', url: '/member/enrolment/slots', headers: { cookie: left } }),
        await env.app.inject({ method: 'POST', url: '/member/enrolment/submit', headers: { cookie: left, 'idempotency-key': 'submit-on-a-left-device' } }),
        await env.app.inject({ method: 'POST', url: '/member/enrolment/resume-link', headers: { cookie: left }, payload: { email: 'other.device@example.org' } }),
      ];
      for (const res of answers) {
        expect([res.statusCode, res.json<{ error: { code: string } }>().error.code]).toEqual([401, 'enrolment_submitted_elsewhere']);
        expect(Object.keys(res.json<{ error: object }>().error).sort()).toEqual(['code', 'message']);
        for (const secret of [PROFILE.firstName, PROFILE.lastName, PROFILE.email, PROFILE.dateOfBirth]) expect(res.body).not.toContain(secret);
      }
    }
    // The device that submitted keeps its done page.
    expect((await summary(third)).json<{ status: string }>().status).toBe('submitted');
  });

  it('an unknown, empty or signed-out session stays no_session', async () => {
    expect((await summary(`${SESSION_COOKIE}=${'x'.repeat(43)}`)).json<{ error: { code: string } }>().error.code).toBe('no_session');
    expect((await env.app.inject({ method: 'GET', url: '/member/enrolment' })).json<{ error: { code: string } }>().error.code).toBe('no_session');
    const cookie = await memberWithProfile();
    // A link asked for but never used moves nothing.
    expect((await env.app.inject({ method: 'POST', url: '/member/enrolment/resume-link', headers: { cookie }, payload: { email: 'other.device@example.org' } })).statusCode).toBe(202);
    await env.inbox.nextMail();
    expect((await summary(cookie)).statusCode).toBe(200);
  });
});
