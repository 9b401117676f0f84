import { createHash } from 'crypto';
import type { FastifyInstance } from 'fastify';
import onboarding from '../../../flows/onboarding.json';
import { loadFlow } from '../../flow/load-flow';
import type { Database } from '../db/database';
import { buildApp } from '../http/app';
import { openTestDatabase } from '../../../test/support/test-database';
import { createHarness, US_ADULT_STEPS } from '../../../test/support/test-harness';
import { startSmtpInbox } from '../../../test/support/smtp-inbox';
import { cookieOf } from '../../../test/support/cookies';

type Inbox = Awaited<ReturnType<typeof startSmtpInbox>>;
const PROFILE = Object.fromEntries(US_ADULT_STEPS).profile as Record<string, string>;
const env = {} as { inbox: Inbox; db: Database; app: FastifyInstance; clock: { now: Date }; logs: string[] };

async function serve(db: Database, smtpUrl: string, options: { rateLimit?: boolean; logs?: string[] } = {}) {
  return buildApp({
    db, flow: loadFlow(onboarding), serveApp: false, now: () => env.clock.now, rateLimit: options.rateLimit ?? false,
    logger: options.logs ? { write: (line: string) => void options.logs?.push(line) } : false,
    config: { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir: '/nonexistent', mail: { smtpUrl, from: 'Enrolment <no-reply@join.test>', publicUrl: 'https://join.test' } },
  });
}

beforeAll(async () => {
  env.clock = { now: new Date('2026-11-21T15:00:00Z') };
  env.logs = [];
  env.inbox = await startSmtpInbox();
  env.db = await openTestDatabase();
  env.app = await serve(env.db, env.inbox.url, { logs: env.logs });
});
afterAll(async () => {
  await env.app.close();
  await env.db.close();
  await env.inbox.close();
});


async function member(app: FastifyInstance, upTo = 'profile') {
  const started = await app.inject({ method: 'POST', url: '/member/enrolments', payload: { locale: 'es-US', unit: 'move' } });
  const cookie = cookieOf(started);
  for (const [stepId, answers] of US_ADULT_STEPS.slice(0, US_ADULT_STEPS.findIndex(([id]) => id === upTo) + 1)) {
    const res = await app.inject({ method: 'PUT', url: `/member/enrolment/steps/${stepId}`, headers: { cookie }, payload: { answers } });
    if (res.statusCode !== 200) throw new Error(`${stepId}: ${res.body}`);
  }
  return { cookie, enrolmentId: started.json<{ enrolmentId: string }>().enrolmentId };
}

const askLink = (app: FastifyInstance, cookie: string, payload: object = { email: 'other.device@example.org' }) =>
  app.inject({ method: 'POST', url: '/member/enrolment/resume-link', headers: { cookie }, payload });
const redeem = (app: FastifyInstance, token: string, dateOfBirth: string) => app.inject({ method: 'POST', url: '/member/resume', payload: { token, dateOfBirth } });
const tokenOf = (text: string) => {
  const match = /https:\/\/join\.test\/v3\/dist\/resume\?lang=[\w-]+#([A-Za-z0-9_-]{43})/.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return match[1];
};
async function linkFor(cookie: string) {
  expect((await askLink(env.app, cookie)).statusCode).toBe(202);
  return tokenOf((await env.inbox.nextMail()).text);
}

describe('POST /member/enrolment/resume-link', () => {
  it('mails one link in the member\'s language with none of their answers, and stores only its hash', async () => {
    const { cookie, enrolmentId } = await member(env.app);
    const res = await askLink(env.app, cookie, { email: 'other.device@example.org' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: true });
    const mail = await env.inbox.nextMail();
    expect(mail.to).toEqual(['other.device@example.org']);
    expect(mail.subject).toBe('Su enlace para continuar su inscripción');
    const token = tokenOf(mail.text);
    expect(tokenOf(mail.html)).toBe(token);
    expect(mail.text).toContain('https://join.test/v3/dist/resume?lang=es-US#');
    for (const secret of [PROFILE.firstName, PROFILE.lastName, PROFILE.dateOfBirth, PROFILE.email, '212', enrolmentId]) expect(mail.raw).not.toContain(secret);
    const { rows } = await env.db.query<Record<string, unknown>>('select * from resume_links where enrolment_id = $1', [enrolmentId]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain('other.device');
  });

  it('refuses before the birth date is saved (409 resume_needs_profile) and sends nothing', async () => {
    const { cookie } = await member(env.app, 'timezone');
    const res = await askLink(env.app, cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('resume_needs_profile');
    await expect(env.inbox.nextMail(300)).rejects.toThrow('No mail arrived');
  });

  it('refuses a malformed address, no session, and hostile input', async () => {
    const { cookie } = await member(env.app);
    for (const email of ['not-an-address', '', 'a@b.c\r\nBcc: victim@example.org', `${'x'.repeat(250)}@example.org`]) {
      expect((await askLink(env.app, cookie, { email })).statusCode).toBe(400);
    }
    expect((await askLink(env.app, cookie, { email: 'a@example.org', extra: 1 })).statusCode).toBe(400);
    expect((await env.app.inject({ method: 'POST', url: '/member/enrolment/resume-link', payload: { email: 'a@example.org' } })).statusCode).toBe(401);
    await expect(env.inbox.nextMail(300)).rejects.toThrow('No mail arrived');
  });

  it('answers 202 the same way when the mail cannot be sent, and logs no address', async () => {
    const logs: string[] = [];
    const db = await openTestDatabase();
    const app = await serve(db, 'smtp://127.0.0.1:9', { logs });
    const { cookie } = await member(app);
    const res = await askLink(app, cookie, { email: 'unsent@example.org' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: true });
    for (let i = 0; i < 50 && !logs.some((line) => line.includes('continue-later mail not sent')); i += 1) await new Promise((r) => setTimeout(r, 100));
    expect(logs.some((line) => line.includes('continue-later mail not sent'))).toBe(true);
    expect(logs.join('\n')).not.toContain('unsent@example.org');
    await app.close();
    await db.close();
  });

  it('is not offered without SMTP: the route does not exist', async () => {
    const harness = await createHarness();
    const { cookie } = await harness.memberBeforeAppointment();
    expect((await askLink(harness.app, cookie)).statusCode).toBe(404);
    await harness.close();
  });

  it('sends at most 3 links per enrolment per hour (429), on the shared counters', async () => {
    const db = await openTestDatabase();
    const app = await serve(db, env.inbox.url, { rateLimit: true });
    const { cookie } = await member(app);
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) codes.push((await askLink(app, cookie)).statusCode);
    expect(codes).toEqual([202, 202, 202, 429]);
    for (let i = 0; i < 3; i += 1) await env.inbox.nextMail();
    await app.close();
    await db.close();
  });
});

describe('POST /member/resume', () => {
  it('restores the enrolment on the new device after the right birth date, ends the old session, and is used up', async () => {
    const { cookie: oldCookie, enrolmentId } = await member(env.app, 'about-you');
    const token = await linkFor(oldCookie);
    const wrong = await redeem(env.app, token, '1990-04-03');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: { code: 'resume_detail_wrong', message: expect.any(String), attemptsLeft: 4 } });
    expect(wrong.cookies).toHaveLength(0);
    const right = await redeem(env.app, token, PROFILE.dateOfBirth);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ enrolmentId });
    const newCookie = cookieOf(right);
    expect(newCookie).not.toBe(oldCookie);
    const summary = await env.app.inject({ method: 'GET', url: '/member/enrolment', headers: { cookie: newCookie } });
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toMatchObject({ enrolmentId, status: 'in_progress', answers: { profile: { dateOfBirth: PROFILE.dateOfBirth }, 'about-you': { gender: 'female' } } });
    const old = await env.app.inject({ method: 'GET', url: '/member/enrolment', headers: { cookie: oldCookie } });
    expect(old.statusCode).toBe(401);
    const again = await redeem(env.app, token, PROFILE.dateOfBirth);
    expect(again.statusCode).toBe(410);
    expect(again.json().error.code).toBe('resume_link_invalid');
  });

  it('works a day later, after the first device went idle: the new session is alive', async () => {
    const { cookie } = await member(env.app);
    const token = await linkFor(cookie);
    env.clock.now = new Date(env.clock.now.getTime() + 23 * 3600_000);
    const right = await redeem(env.app, token, PROFILE.dateOfBirth);
    expect(right.statusCode).toBe(200);
    const summary = await env.app.inject({ method: 'GET', url: '/member/enrolment', headers: { cookie: cookieOf(right) } });
    expect(summary.statusCode).toBe(200);
  });

  it('expires after 24 h: one generic 410, the same as for an unknown link', async () => {
    const { cookie } = await member(env.app);
    const token = await linkFor(cookie);
    env.clock.now = new Date(env.clock.now.getTime() + 24 * 3600_000);
    const expired = await redeem(env.app, token, PROFILE.dateOfBirth);
    const unknown = await redeem(env.app, 'A'.repeat(43), PROFILE.dateOfBirth);
    expect(expired.statusCode).toBe(410);
    expect(unknown.statusCode).toBe(410);
    expect(expired.body).toBe(unknown.body);
  });

  it('burns a link at the fifth wrong birth date: even the right one is then refused', async () => {
    const { cookie } = await member(env.app);
    const token = await linkFor(cookie);
    const left: unknown[] = [];
    for (let i = 0; i < 5; i += 1) left.push((await redeem(env.app, token, `1990-01-0${i + 1}`)).json().error.attemptsLeft);
    expect(left).toEqual([4, 3, 2, 1, 0]);
    const right = await redeem(env.app, token, PROFILE.dateOfBirth);
    expect(right.statusCode).toBe(410);
    expect(right.cookies).toHaveLength(0);
  });

  it('a newer link replaces the older one', async () => {
    const { cookie } = await member(env.app);
    const first = await linkFor(cookie);
    const second = await linkFor(cookie);
    expect((await redeem(env.app, first, PROFILE.dateOfBirth)).statusCode).toBe(410);
    expect((await redeem(env.app, second, PROFILE.dateOfBirth)).statusCode).toBe(200);
  });

  it('refuses malformed tokens and dates as a bad request, without touching any link', async () => {
    const { cookie } = await member(env.app);
    const token = await linkFor(cookie);
    for (const [t, d] of [[`${token}x`, PROFILE.dateOfBirth], ['../../etc', PROFILE.dateOfBirth], [token, '1990-02-30'], [token, "1990-04-02' or '1'='1"], [token, '']]) {
      expect((await redeem(env.app, t, d)).statusCode).toBe(400);
    }
    expect((await redeem(env.app, token, PROFILE.dateOfBirth)).statusCode).toBe(200);
  });

  it('never writes a token, address or birth date to the log', async () => {
    const { cookie } = await member(env.app);
    const token = await linkFor(cookie);
    await redeem(env.app, token, '1990-04-03');
    await redeem(env.app, token, PROFILE.dateOfBirth);
    const text = env.logs.join('\n');
    expect(env.logs.length).toBeGreaterThan(0);
    for (const secret of [token, 'other.device@example.org', PROFILE.dateOfBirth, '1990-04-03']) expect(text).not.toContain(secret);
  });
});
