import type { FastifyInstance } from 'fastify';
import onboarding from '../../flows/onboarding.json';
import { loadFlow } from '../../src/flow/load-flow';
import type { Database } from '../../src/server/db/database';
import { buildApp } from '../../src/server/http/app';
import { openTestDatabase } from './test-database';
import type { LogFormat } from '../../src/server/logs/log-format';
import { cookieOf } from './cookies';
import { saveStep } from './save-step';

/** The answers of a US adult, step by step, up to (not including) the appointment. */
export const US_ADULT_STEPS: [string, Record<string, string | boolean>][] = [
  ['language', { language: 'EN' }], ['country', { country: 'US' }], ['region', { region: 'NY' }], ['timezone', { timezone: 'America/New_York' }],
  ['profile', { firstName: 'Ana', lastName: 'Silva', dateOfBirth: '1990-04-02', email: 'ana@example.org', phone: '+1 212 555 0100' }],
  ['about-you', { gender: 'female', education: 'degree', race: 'hispanic', employment: 'full_time' }],
  ['legal', { termsConsent: true, privacyConsent: true, telehealthConsent: true, nonDiscriminationConsent: true }],
  ['hipaa', { hipaaConsent: true }], ['research', { irbConsent: false }], ['health-network', { healthNetworkConsent: true }],
];

/** A built app on a fresh test database with a movable clock, and helpers that act as a member. */
export async function createHarness(options: { staffTokens?: Record<string, string>; logApiKey?: string; rateLimit?: boolean; captureLogs?: boolean; logFormat?: LogFormat } = {}) {
  /** Every line the server logged, when `captureLogs` is set (as written: JSON, or a readable line with `logFormat: 'pretty'`). */
  const logs: string[] = [];
  const db: Database = await openTestDatabase();
  const clock = { now: new Date('2026-11-21T15:00:00Z') };
  const app: FastifyInstance = await buildApp({
    db, flow: loadFlow(onboarding), serveApp: false, now: () => clock.now, rateLimit: options.rateLimit ?? false,
    logger: options.captureLogs ? { write: (line: string) => void logs.push(line) } : false, logFormat: options.logFormat,
    config: { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir: '/nonexistent', staffTokens: options.staffTokens ?? {}, logApiKey: options.logApiKey },
  });

  async function start(body: object = { locale: 'en-US', unit: 'move' }) {
    const res = await app.inject({ method: 'POST', url: '/member/enrolments', payload: body });
    return { cookie: cookieOf(res), enrolmentId: res.json<{ enrolmentId: string }>().enrolmentId };
  }

  const save = (cookie: string, stepId: string, answers: object) => saveStep(app, cookie, stepId, answers);

  /** Starts a member and answers every step before the appointment; fails loudly on any refusal. */
  async function memberBeforeAppointment(body?: object) {
    const member = await start(body);
    for (const [stepId, answers] of US_ADULT_STEPS) {
      const res = await save(member.cookie, stepId, answers);
      if (res.statusCode !== 200) throw new Error(`${stepId}: ${res.statusCode} ${res.body}`);
    }
    return member;
  }

  const close = async () => {
    await app.close();
    await db.close();
  };

  return { app, db, clock, logs, start, save, memberBeforeAppointment, close };
}

/** The harness type. */
export type Harness = Awaited<ReturnType<typeof createHarness>>;
