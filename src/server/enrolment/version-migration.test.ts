import onboarding from '../../../flows/onboarding.json';
import heardAbout from '../../../test/fixtures/heard-about-step.json';
import type { FlowConfig } from '../../flow/flow-types';
import { loadFlow } from '../../flow/load-flow';
import { buildApp } from '../http/app';
import { flowHash } from './flow-versions';
import { createHarness, type Harness } from '../../../test/support/test-harness';
import { supersededAnswers } from './version-migration';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

// 2026-11-23 is a Monday; the seeded Move clinician for the US works 09:00–17:00 New York time.
const TEN_AM = { start: '2026-11-23T15:00:00.000Z', end: '2026-11-23T16:00:00.000Z' };

type Edit = (flow: FlowConfig) => void;
const publish = async (edit: Edit) => {
  const edited = JSON.parse(JSON.stringify(onboarding)) as FlowConfig;
  edit(edited);
  const flow = loadFlow(edited);
  const app = await buildApp({ db: h.db, flow, serveApp: false, rateLimit: false, now: () => h.clock.now, config: { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir: '/none' } });
  return { app, hash: flowHash(flow) };
};
const step = (flow: FlowConfig, id: string) => flow.steps.find((s) => s.id === id)!;
// A step added after the country, and a rule tightened: first names of at most 10 characters.
const addStepAndTighten: Edit = (flow) => {
  flow.steps.splice(flow.steps.findIndex((s) => s.id === 'country') + 1, 0, heardAbout as FlowConfig['steps'][number]);
  const profile = step(flow, 'profile');
  profile.fields = profile.fields!.map((f) => (f.name === 'firstName' ? { ...f, 'VALIDATIONS.maxLength': 10 } : f));
};
const activeBookings = async (id: string) => (await h.db.query('select start_at from bookings where enrolment_id = $1 and status = $2', [id, 'active'])).rows.length;

describe('an open enrolment after staff publish a new flow version', () => {
  it('moves to the new version at its next request: same enrolment, valid answers kept, failed ones set aside (kept) and offered as drafts, booking kept', async () => {
    const member = await h.memberBeforeAppointment();
    await h.save(member.cookie, 'profile', { firstName: 'Maximiliana', lastName: 'Silva', dateOfBirth: '1990-04-02', email: 'ana@example.org', phone: '+1 212 555 0100' });
    expect((await h.save(member.cookie, 'appointment', { slot: TEN_AM.start })).statusCode).toBe(200);
    const before = (await h.db.query('select flow_hash from enrolments where id = $1', [member.enrolmentId])).rows[0].flow_hash as string;
    expect(await activeBookings(member.enrolmentId)).toBe(1);

    const next = await publish(addStepAndTighten);
    expect(next.hash).not.toBe(before);
    const res = await next.app.inject({ method: 'GET', url: '/member/enrolment', headers: { cookie: member.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.enrolmentId).toBe(member.enrolmentId);
    expect(body.flowVersion).toBe(next.hash);
    expect(Object.keys(body.answers).sort()).toEqual(['about-you', 'appointment', 'country', 'health-network', 'hipaa', 'language', 'legal', 'region', 'research', 'timezone']);
    expect(body.answers.country).toEqual({ country: 'US' });
    expect(body.drafts).toEqual({ profile: { firstName: 'Maximiliana', lastName: 'Silva', dateOfBirth: '1990-04-02', email: 'ana@example.org', phone: '+12125550100' } });
    expect(body.appointment).toEqual(TEN_AM);
    expect(await activeBookings(member.enrolmentId)).toBe(1);
    expect((await h.db.query('select count(*)::int as n from enrolments')).rows[0].n).toBe(1);
    const kept = await h.db.query<{ step_id: string; answers: unknown; from_flow_hash: string; to_flow_hash: string }>('select step_id, answers, from_flow_hash, to_flow_hash from superseded_answers where enrolment_id = $1', [member.enrolmentId]);
    // Only the refused first name was set aside; the rest of the profile stays among the member's answers.
    expect(kept.rows).toEqual([{ step_id: 'profile', answers: { firstName: 'Maximiliana' }, from_flow_hash: before, to_flow_hash: next.hash }]);
    const profileRow = await h.db.query('select answers from step_answers where enrolment_id = $1 and step_id = $2', [member.enrolmentId, 'profile']);
    expect(profileRow.rows).toEqual([{ answers: { lastName: 'Silva', dateOfBirth: '1990-04-02', email: 'ana@example.org', phone: '+12125550100' } }]);

    // Moved once: a second request changes nothing; the new rules now apply to the member.
    await next.app.inject({ method: 'GET', url: '/member/enrolment', headers: { cookie: member.cookie } });
    expect((await h.db.query('select count(*)::int as n from superseded_answers')).rows[0].n).toBe(1);
    const saved = await next.app.inject({ method: 'PUT', url: '/member/enrolment/steps/heard-about', headers: { cookie: member.cookie }, payload: { answers: { heardAbout: 'friend', goals: ['sleep'] } } });
    expect(saved.statusCode).toBe(200);
    const long = await next.app.inject({ method: 'PUT', url: '/member/enrolment/steps/profile', headers: { cookie: member.cookie }, payload: { answers: body.drafts.profile } });
    expect(long.json().error.fields).toEqual([{ field: 'firstName', rule: 'maxLength' }]);
    await next.app.close();
  });

  it('moves at any authenticated request (a save), and releases a booking that no longer fits', async () => {
    const member = await h.memberBeforeAppointment();
    expect((await h.save(member.cookie, 'appointment', { slot: TEN_AM.start })).statusCode).toBe(200);
    expect(await activeBookings(member.enrolmentId)).toBe(1);
    // The country step no longer accepts the member's answer: it is set aside, the market is unknown.
    const next = await publish((flow) => {
      const country = step(flow, 'country').fields![0];
      country['VALIDATIONS.maxLength'] = 1;
    });
    const save = await next.app.inject({ method: 'PUT', url: '/member/enrolment/steps/language', headers: { cookie: member.cookie }, payload: { answers: { language: 'EN' } } });
    expect(save.statusCode).toBe(200);
    expect((await h.db.query('select flow_hash from enrolments where id = $1', [member.enrolmentId])).rows[0].flow_hash).toBe(next.hash);
    expect(await activeBookings(member.enrolmentId)).toBe(0);
    const summary = (await next.app.inject({ method: 'GET', url: '/member/enrolment', headers: { cookie: member.cookie } })).json();
    expect(summary.answers.country).toBeUndefined();
    expect(summary.drafts.country).toEqual({ country: 'US' });
    expect(summary.appointment).toBeNull();
    await next.app.close();
  });

  it('keeps a step\'s answers and the booking when a new version asks one more detail of that step, and asks the step again', async () => {
    const member = await h.memberBeforeAppointment();
    expect((await h.save(member.cookie, 'appointment', { slot: TEN_AM.start })).statusCode).toBe(200);
    const next = await publish((flow) => {
      step(flow, 'country').fields!.push({ name: 'referralCode', type: 'text', labelKey: 'fields.referralCode.label', 'VALIDATIONS.required': true });
    });
    const summary = (await next.app.inject({ method: 'GET', url: '/member/enrolment', headers: { cookie: member.cookie } })).json();
    expect(summary.flowVersion).toBe(next.hash);
    expect(summary.answers.country).toBeUndefined();
    expect(summary.drafts).toEqual({ country: { country: 'US' } });
    expect(summary.appointment).toEqual(TEN_AM);
    expect((await h.db.query('select answers from step_answers where enrolment_id = $1 and step_id = $2', [member.enrolmentId, 'country'])).rows).toEqual([{ answers: { country: 'US' } }]);
    expect((await h.db.query('select count(*)::int as n from superseded_answers')).rows[0].n).toBe(0);
    const submit = await next.app.inject({ method: 'POST', url: '/member/enrolment/submit', headers: { cookie: member.cookie, 'idempotency-key': 'key-referral-1' } });
    expect([submit.statusCode, submit.json().error.stepId]).toEqual([400, 'country']);
    const again = await next.app.inject({ method: 'PUT', url: '/member/enrolment/steps/country', headers: { cookie: member.cookie }, payload: { answers: { country: 'US', referralCode: 'R-1' } } });
    expect(again.statusCode).toBe(200);
    expect((await next.app.inject({ method: 'POST', url: '/member/enrolment/submit', headers: { cookie: member.cookie, 'idempotency-key': 'key-referral-2' } })).statusCode).toBe(200);
    await next.app.close();
  });

  it('leaves a submitted enrolment on the version it was submitted under', async () => {
    const member = await h.memberBeforeAppointment();
    await h.save(member.cookie, 'appointment', { slot: TEN_AM.start });
    expect((await h.app.inject({ method: 'POST', url: '/member/enrolment/submit', headers: { cookie: member.cookie, 'idempotency-key': 'key-submitted-1' } })).statusCode).toBe(200);
    const before = (await h.db.query('select flow_hash from enrolments where id = $1', [member.enrolmentId])).rows[0].flow_hash as string;
    const next = await publish(addStepAndTighten);
    const summary = (await next.app.inject({ method: 'GET', url: '/member/enrolment', headers: { cookie: member.cookie } })).json();
    expect(summary.status).toBe('submitted');
    expect(summary).not.toHaveProperty('answers');
    expect((await h.db.query('select flow_hash from enrolments where id = $1', [member.enrolmentId])).rows[0].flow_hash).toBe(before);
    await next.app.close();
  });
});

describe('supersededAnswers', () => {
  it('names every answer the move dropped or changed, by step, and nothing else', () => {
    expect(supersededAnswers({ a: { x: 1, y: 'k' }, b: { z: true } }, { a: { x: 1 } })).toEqual({ a: { y: 'k' }, b: { z: true } });
    expect(supersededAnswers({ a: { x: ['p', 'q'] } }, { a: { x: ['p', 'q'] } })).toEqual({});
  });
});
