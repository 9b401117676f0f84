import type { FastifyInstance } from 'fastify';
import onboarding from '../../../flows/onboarding.json';
import { loadFlow } from '../../flow/load-flow';
import type { Database } from '../db/database';
import { buildApp } from '../http/app';
import { openTestDatabase } from '../../../test/support/test-database';
import { US_ADULT_STEPS } from '../../../test/support/test-harness';
import { cookieOf } from '../../../test/support/cookies';
import { saveStep } from '../../../test/support/save-step';

// One database, two app processes in turn: the second is "the same server restarted with another flag".
let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const now = () => new Date('2026-11-21T15:00:00Z');
const appWith = (flagOverrides: Record<string, boolean>) =>
  buildApp({ db, flow: loadFlow(onboarding), serveApp: false, now, rateLimit: false, config: { flagOverrides, cookieSecure: false, appHost: 'https://app.test', distDir: '/nonexistent' } });

const start = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/member/enrolments', payload: { locale: 'en-US', unit: 'move' } });
const submit = (app: FastifyInstance, cookie: string, key: string) => app.inject({ method: 'POST', url: '/member/enrolment/submit', headers: { cookie, 'idempotency-key': key } });
const summary = (app: FastifyInstance, cookie: string) => app.inject({ url: '/member/enrolment', headers: { cookie } });
const withoutHipaa = US_ADULT_STEPS.filter(([stepId]) => stepId !== 'hipaa');

describe('an enrolment keeps the flags it started with', () => {
  it('lets a member who started with a flag off finish after a restart with it on; a new member gets the new flag', async () => {
    const before = await appWith({ showHipaaConsent: false });
    const started = await start(before);
    expect(started.statusCode).toBe(201);
    expect(started.json().flags).toMatchObject({ showHipaaConsent: false, showIrbConsent: true });
    const cookie = cookieOf(started);
    for (const [stepId, answers] of withoutHipaa.slice(0, 5)) expect((await saveStep(before, cookie, stepId, answers)).statusCode).toBe(200);
    await before.close();

    const after = await appWith({ showHipaaConsent: true });
    expect((await summary(after, cookie)).json()).toMatchObject({ status: 'in_progress', flags: { showHipaaConsent: false } });
    for (const [stepId, answers] of withoutHipaa.slice(5)) expect((await saveStep(after, cookie, stepId, answers)).statusCode).toBe(200);
    expect((await saveStep(after, cookie, 'hipaa', { hipaaConsent: true })).json().error.code).toBe('step_unreachable');
    expect((await saveStep(after, cookie, 'appointment', {})).statusCode).toBe(200);
    const done = await submit(after, cookie, 'flags-old-member-1');
    expect(done.statusCode).toBe(200);
    expect(done.json().patientState).toBe('enrolled_300');

    const newcomer = await start(after);
    expect(newcomer.json().flags).toMatchObject({ showHipaaConsent: true });
    const fresh = cookieOf(newcomer);
    for (const [stepId, answers] of withoutHipaa) expect((await saveStep(after, fresh, stepId, answers)).statusCode).toBe(200);
    await saveStep(after, fresh, 'appointment', {});
    const refused = await submit(after, fresh, 'flags-new-member-1');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'incomplete', stepId: 'hipaa' });
    expect((await summary(after, fresh)).json().flags).toMatchObject({ showHipaaConsent: true });
    await after.close();
  });
});
