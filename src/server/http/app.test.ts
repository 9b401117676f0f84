import type { FastifyInstance } from 'fastify';
import onboarding from '../../../flows/onboarding.json';
import { loadFlow } from '../../flow/load-flow';
import type { Database } from '../db/database';
import { buildApp } from './app';
import { openTestDatabase } from '../../../test/support/test-database';
import { tempDir } from '../../../test/support/temp-dir';
import { SESSION_COOKIE } from '../enrolment/session';
import { SESSION_HINT_COOKIE } from '../../reference/session-hint';
import { cookieOf } from '../../../test/support/cookies';
import { saveStep } from '../../../test/support/save-step';

const flow = loadFlow(onboarding);
let db: Database;
let app: FastifyInstance;
let clock = new Date('2026-11-21T15:00:00Z');
const config = { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir: '/nonexistent' };

beforeAll(async () => {
  db = await openTestDatabase();
  app = await buildApp({ db, flow, config, serveApp: false, now: () => clock });
});
afterAll(async () => {
  await app.close();
  await db.close();
});


async function startEnrolment(body: object = { locale: 'en-US', unit: 'move' }) {
  const res = await app.inject({ method: 'POST', url: '/member/enrolments', payload: body });
  expect(res.statusCode).toBe(201);
  return { cookie: cookieOf(res), enrolmentId: res.json().enrolmentId as string };
}


const US_ADULT: [string, object][] = [
  ['language', { language: 'EN' }], ['country', { country: 'US' }], ['region', { region: 'NY' }], ['timezone', { timezone: 'America/New_York' }],
  ['profile', { firstName: 'Ana', lastName: 'Silva', dateOfBirth: '1990-04-02', email: 'ana@example.org', phone: '+1 212 555 0100' }],
  ['about-you', { gender: 'female', education: 'degree', race: 'hispanic', employment: 'full_time' }],
  ['legal', { termsConsent: true, privacyConsent: true, telehealthConsent: true, nonDiscriminationConsent: true }],
  ['hipaa', { hipaaConsent: true }], ['research', { irbConsent: false }], ['health-network', { healthNetworkConsent: true }],
  ['appointment', { slot: '2026-11-23T15:00:00.000Z' }],
];

describe('member API', () => {
  it('answers /healthz once the database is migrated', async () => {
    const res = await app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const doc = (await app.inject('/member/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/member/enrolment/booking', '/member/logs']));
    // Staff routes are in the staff document (src/server/http/openapi.test.ts), not in the public one.
    expect(Object.keys(doc.paths).filter((url) => url.startsWith('/staff/'))).toEqual([]);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/member/enrolments', '/member/enrolment/steps/{stepId}', '/member/enrolment/submit', '/member/enrolment/slots', '/healthz']));
  });

  it('sets an HttpOnly SameSite=Lax session cookie', async () => {
    const res = await app.inject({ method: 'POST', url: '/member/enrolments', payload: { locale: 'fr-CA' } });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/member' });
  });

  it('sets a readable session hint beside the session cookie (no secret in it), and clears both at logout', async () => {
    const res = await app.inject({ method: 'POST', url: '/member/enrolments', payload: { locale: 'pt-PT' } });
    const session = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    const hint = res.cookies.find((c) => c.name === SESSION_HINT_COOKIE);
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/', maxAge: session.maxAge });
    expect(hint?.httpOnly).toBeFalsy();
    const out = await app.inject({ method: 'POST', url: '/member/enrolment/logout', headers: { cookie: cookieOf(res) } });
    expect(out.statusCode).toBe(204);
    const cleared = Object.fromEntries(out.cookies.map((c) => [c.name, { value: c.value, path: c.path, expired: (c.expires?.getTime() ?? Infinity) <= Date.now() || c.maxAge === 0 }]));
    expect(cleared).toEqual({ [SESSION_COOKIE]: { value: '', path: '/member', expired: true }, [SESSION_HINT_COOKIE]: { value: '', path: '/', expired: true } });
  });

  it('enrols a US adult end to end: state enrolled_300, answers and consents stored', async () => {
    const { cookie, enrolmentId } = await startEnrolment();
    for (const [stepId, answers] of US_ADULT) {
      const res = await saveStep(app, cookie, stepId, answers);
      expect({ stepId, status: res.statusCode, body: res.json() }).toEqual({ stepId, status: 200, body: { stepId, saved: true, saveSequence: 0 } });
    }
    const res = await app.inject({ method: 'POST', url: '/member/enrolment/submit', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().patientState).toBe('enrolled_300');
    expect(res.json().destinations.map((d: { id: string }) => d.id)).toContain('move_enrolment');
    const row = (await db.query<{ status: string; patient_state: string }>('select status, patient_state from enrolments where id = $1', [enrolmentId])).rows[0];
    expect(row).toEqual({ status: 'submitted', patient_state: 'enrolled_300' });
    const consents = (await db.query<{ consent_id: string; decision: string }>('select consent_id, decision from consent_decisions where enrolment_id = $1 order by consent_id', [enrolmentId])).rows;
    expect(consents).toEqual([
      { consent_id: 'healthNetworkConsent', decision: 'accepted' }, { consent_id: 'hipaaConsent', decision: 'accepted' },
      { consent_id: 'irbConsent', decision: 'declined' }, { consent_id: 'nonDiscriminationConsent', decision: 'accepted' },
      { consent_id: 'privacyConsent', decision: 'accepted' }, { consent_id: 'telehealthConsent', decision: 'accepted' },
      { consent_id: 'termsConsent', decision: 'accepted' },
    ]);
    const again = await app.inject({ method: 'POST', url: '/member/enrolment/submit', headers: { cookie } });
    expect(again.json().patientState).toBe('enrolled_300');
    expect((await db.query('select 1 from consent_decisions where enrolment_id = $1', [enrolmentId])).rows).toHaveLength(7);
  });

  it.each<[string, string, object, string, string]>([
    ['a missing required field', 'profile', { firstName: 'A', lastName: 'B', dateOfBirth: '1990-01-01', email: 'a@b.co' }, 'phone', 'required'],
    ['a bad email', 'profile', { firstName: 'A', lastName: 'B', dateOfBirth: '1990-01-01', email: 'nope', phone: '+1 212 555 0100' }, 'email', 'format_email'],
    ['a too young member', 'profile', { firstName: 'A', lastName: 'B', dateOfBirth: '2020-01-01', email: 'a@b.co', phone: '+1 212 555 0100' }, 'dateOfBirth', 'minAge'],
    ['a bad phone', 'profile', { firstName: 'A', lastName: 'B', dateOfBirth: '1990-01-01', email: 'a@b.co', phone: 'call me' }, 'phone', 'phoneOf'],
    ['an unknown country', 'country', { country: 'XX' }, 'country', 'enum'],
    ['an unknown field', 'country', { country: 'US', shoeSize: '9' }, 'shoeSize', 'additionalProperties'],
    ['an unaccepted consent', 'legal', { termsConsent: false, privacyConsent: true, telehealthConsent: true, nonDiscriminationConsent: true }, 'termsConsent', 'const'],
  ])('rejects %s naming the field', async (_name, stepId, answers, field, rule) => {
    const { cookie } = await startEnrolment();
    await saveStep(app, cookie, 'language', { language: 'EN' });
    await saveStep(app, cookie, 'country', { country: 'US' });
    await saveStep(app, cookie, 'region', { region: 'NY' });
    await saveStep(app, cookie, 'timezone', { timezone: 'America/New_York' });
    const res = await saveStep(app, cookie, stepId, answers);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.fields).toContainEqual(expect.objectContaining({ field, rule }));
  });

  it('checks the region belongs to the country, and that a slot was offered', async () => {
    const { cookie } = await startEnrolment();
    await saveStep(app, cookie, 'country', { country: 'CA' });
    expect((await saveStep(app, cookie, 'region', { region: 'NY' })).json().error.fields).toEqual([{ field: 'region', rule: 'regionOf' }]);
    expect((await saveStep(app, cookie, 'region', { region: 'QC' })).statusCode).toBe(200);
    await saveStep(app, cookie, 'timezone', { timezone: 'America/Toronto' });
    const refused = await saveStep(app, cookie, 'appointment', { slot: '2026-11-23T03:00:00.000Z' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('slot_taken');
    expect(refused.json().error.slots.length).toBeGreaterThan(0);
    const slots = (await app.inject({ url: '/member/enrolment/slots', headers: { cookie } })).json().slots;
    expect((await saveStep(app, cookie, 'appointment', { slot: slots[3].start })).statusCode).toBe(200);
  });

  it('drops answers of steps the path no longer reaches, and refuses unreachable steps', async () => {
    const { cookie, enrolmentId } = await startEnrolment();
    await saveStep(app, cookie, 'country', { country: 'US' });
    await saveStep(app, cookie, 'region', { region: 'TX' });
    await saveStep(app, cookie, 'country', { country: 'FR' });
    const steps = (await db.query<{ step_id: string }>('select step_id from step_answers where enrolment_id = $1', [enrolmentId])).rows.map((r) => r.step_id);
    expect(steps).toEqual(['country']);
    const res = await saveStep(app, cookie, 'region', { region: 'TX' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('step_unreachable');
  });

  it('refuses to submit an incomplete enrolment', async () => {
    const { cookie } = await startEnrolment();
    const res = await app.inject({ method: 'POST', url: '/member/enrolment/submit', headers: { cookie } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'incomplete' });
  });

  it.each([
    ['no cookie', undefined, 401, 'no_session'],
    ['a forged cookie', `${SESSION_COOKIE}=forged`, 401, 'no_session'],
  ])('answers %s with 401', async (_name, cookie, status, code) => {
    const res = await app.inject({ method: 'PUT', url: '/member/enrolment/steps/language', headers: cookie ? { cookie } : {}, payload: { answers: { language: 'EN' } } });
    expect(res.statusCode).toBe(status);
    expect(res.json().error.code).toBe(code);
  });

  it('ends the session after 1800 s without activity', async () => {
    const { cookie } = await startEnrolment();
    clock = new Date(clock.getTime() + 1799 * 1000);
    expect((await saveStep(app, cookie, 'language', { language: 'EN' })).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 1801 * 1000);
    const res = await saveStep(app, cookie, 'language', { language: 'EN' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('session_expired');
    clock = new Date('2026-11-21T15:00:00Z');
  });

  it.each<[string, object]>([
    ['malformed JSON', { method: 'PUT', url: '/member/enrolment/steps/language', headers: { 'content-type': 'application/json' }, payload: '{"answers": ' }],
    ['a wrong type', { method: 'PUT', url: '/member/enrolment/steps/language', payload: { answers: { language: { nested: true } } } }],
    ['an unknown body key', { method: 'POST', url: '/member/enrolments', payload: { locale: 'en-US', extra: 1 } }],
    ['a bad locale', { method: 'POST', url: '/member/enrolments', payload: { locale: 'xx' } }],
    ['a huge body', { method: 'PUT', url: '/member/enrolment/steps/language', payload: { answers: { language: 'x'.repeat(100_000) } } }],
    ['a bad step id', { method: 'PUT', url: '/member/enrolment/steps/..%2Fadmin', payload: { answers: {} } }],
    ['an unknown route', { method: 'GET', url: '/member/nothing' }],
  ])('answers %s with a JSON 4xx', async (_name, request) => {
    const res = await app.inject(request as never);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().error).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
  });

  it('sends a strict CSP without unsafe-eval or unsafe-inline', async () => {
    const csp = (await app.inject('/healthz')).headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-(eval|inline)/);
  });

  it('forbids framing in both headers, which agree', async () => {
    const headers = (await app.inject('/healthz')).headers;
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
  });
});

describe('embedded database folder', () => {
  it('is created when missing, and survives a restart with its data', async () => {
    const path = await import('path');
    const { openDatabase } = await import('../db/open-database');
    const dir = path.join(tempDir('pglite-'), 'nested', 'data');
    const first = await openDatabase({ dataDir: dir });
    await first.query("insert into enrolments (id, session_hash, flow_id, flow_version, locale) values ('00000000-0000-4000-8000-000000000001', 'h', 'f', 'v', 'en-US')");
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    expect((await second.query('select count(*)::int as n from enrolments')).rows).toEqual([{ n: 1 }]);
    await second.close();
    // A real on-disk database initialised and migrated, then reopened: beside the browser lane on two cores this took
    // over the suite's 30 s.
  }, 120_000);
});

describe('logout', () => {
  it('ends the session at once: the old cookie opens nothing', async () => {
    const { cookie } = await startEnrolment();
    expect((await saveStep(app, cookie, 'language', { language: 'EN' })).statusCode).toBe(200);
    const out = await app.inject({ method: 'POST', url: '/member/enrolment/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    const after = await saveStep(app, cookie, 'language', { language: 'EN' });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('no_session');
  });
});
