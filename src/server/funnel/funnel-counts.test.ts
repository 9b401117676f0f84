import type { FastifyInstance } from 'fastify';
import onboarding from '../../../flows/onboarding.json';
import type { Answers, StepAnswers } from '../../flow/flow-types';
import { loadFlow, marketFieldOf } from '../../flow/load-flow';
import { reachableSteps, visibleFields } from '../../flow/reachability';
import type { Database } from '../db/database';
import { buildApp } from '../http/app';
import { sweepLeftEnrolments } from './funnel-sweep';
import { openTestDatabase } from '../../../test/support/test-database';
import { apiMember, type ApiMember } from '../../../test/support/api-member';
import { memberStepAnswers, type MemberProfile } from '../../../test/support/member-answers';

const flow = loadFlow(onboarding);
const marketField = marketFieldOf(flow);
let clock = new Date('2026-03-02T12:00:00Z');
const DAY = '2026-03-02';
const TOKEN = 'f'.repeat(40);
let db: Database;
let app: FastifyInstance;

const member: MemberProfile = { unit: 'move', country: 'US', dateOfBirth: '1980-05-17', acceptsOptional: () => true };
type Measure = 'sent' | 'saved' | 'back' | 'left' | 'submitted';

/** The counts table summed per step and measure: what staff would read. */
async function counts(): Promise<Record<string, number>> {
  const { rows } = await db.query<{ step_id: string | null; measure: Measure; n: string }>('select step_id, measure, sum(count) as n from funnel_counts group by step_id, measure');
  return Object.fromEntries(rows.map((r) => [`${r.step_id ?? '*'}:${r.measure}`, Number(r.n)]));
}

/** Walks a member along their path, saving each form step with the test profile's answers; stops before `stopAt`. */
async function walk(api: ApiMember, stopAt?: string): Promise<Answers> {
  const sent: Answers = {};
  const { rows } = await db.query<{ flags: Record<string, boolean> }>('select flags from enrolments where id = $1', [api.enrolmentId]);
  for (;;) {
    const ctx = { flags: rows[0].flags, presets: { unit: 'move' }, answers: sent, today: DAY, marketField };
    const step = reachableSteps(flow, ctx).find((s) => s.kind === 'form' && sent[s.id] === undefined);
    if (!step || step.id === stopAt) return sent;
    const answers: StepAnswers = memberStepAnswers(visibleFields(step, ctx), member);
    await api.saveOk(step.id, answers);
    sent[step.id] = answers;
  }
}

beforeAll(async () => {
  db = await openTestDatabase();
  app = await buildApp({
    db, flow, serveApp: false, now: () => clock, rateLimit: false,
    config: { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir: '/nonexistent', staffTokens: { analyst: TOKEN } },
  });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('first-party funnel counters', () => {
  it('counts sends, saves, re-answers, leavers and submits along the path, and nothing the path skips', async () => {
    expect(await counts()).toEqual({});
    const walked: Answers[] = [];
    for (let i = 0; i < 3; i += 1) {
      const api = await apiMember(app, 'move');
      walked.push(await walk(api));
      expect((await api.submit()).statusCode).toBe(200);
    }
    const path = Object.keys(walked[0]);
    const after = await counts();
    expect(after[`${path[0]}:sent`]).toBe(3);
    for (const stepId of path) expect({ stepId, saved: after[`${stepId}:saved`] }).toEqual({ stepId, saved: 3 });
    // The unit step is skipped when the landing link names the unit: never sent, never saved.
    const skipped = flow.steps.filter((s) => s.kind === 'form' && !path.includes(s.id)).map((s) => s.id);
    expect(skipped.length).toBeGreaterThan(0);
    for (const stepId of skipped) expect({ stepId, sent: after[`${stepId}:sent`] }).toEqual({ stepId, sent: undefined });
    expect(after['*:submitted']).toBe(3);

    // A re-answer of an earlier step is a back; the sweep leaves a member idle 24 h as left, once, at the step they were sent to.
    const leaver = await apiMember(app, 'move');
    const partial = await walk(leaver, 'legal');
    const first = Object.keys(partial)[0];
    expect(after[`${first}:back`]).toBeUndefined();
    // The same answers again change nothing and count nothing; another answer is a re-answer.
    await leaver.saveOk(first, partial[first]);
    expect((await counts())[`${first}:back`]).toBeUndefined();
    expect(first).toBe('language');
    await leaver.saveOk(first, { language: 'ES' });
    clock = new Date(clock.getTime() + 23 * 3600_000);
    await sweepLeftEnrolments(db, clock);
    expect(Object.keys(await counts()).filter((key) => key.endsWith(':left'))).toEqual([]);
    clock = new Date(clock.getTime() + 2 * 3600_000);
    await sweepLeftEnrolments(db, clock);
    await sweepLeftEnrolments(db, clock);
    const swept = await counts();
    expect(swept[`${first}:back`]).toBe(1);
    // The re-answer sent the member on to the step after it again: that is the step they left from, not the furthest.
    const second = Object.keys(partial)[1];
    expect(swept['legal:sent']).toBe(4);
    expect(swept[`${second}:sent`]).toBe(4);
    expect(Object.entries(swept).filter(([key]) => key.endsWith(':left'))).toEqual([[`${second}:left`, 1]]);

    // Staff read it back through the route, every figure already suppressed (1..10 hidden).
    const res = await app.inject({ url: `/staff/funnel?version=${encodeURIComponent(await versionOf(leaver.enrolmentId))}&from=${DAY}&to=2026-03-03`, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const body = res.json<{ steps: { stepId: string; sent: number | null; left: number | null }[]; submitted: number | null }>();
    expect(body.steps.map((s) => s.stepId)).toEqual(expect.arrayContaining(path));
    expect(body.steps.find((s) => s.stepId === second)).toMatchObject({ sent: null, left: null });
    expect(body.submitted).toBeNull();

    // No answer a member typed reaches any row of the counts.
    const { rows } = await db.query('select * from funnel_counts');
    const dump = JSON.stringify(rows);
    const typed = walked.flatMap((answers) => Object.values(answers).flatMap((step) => Object.values(step))).filter((v) => typeof v === 'string' && v.length > 3);
    expect(typed.length).toBeGreaterThan(3);
    for (const value of typed) expect({ value, found: dump.includes(String(value)) }).toEqual({ value, found: false });
  }, 60_000);

  it('counts a start from a phone as a phone, in its language, and keeps no trace of the user agent', async () => {
    const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 UniqueMarker/9.9';
    const before = await db.query("select 1 from funnel_counts where device = 'phone'");
    expect(before.rows).toEqual([]);
    const started = await app.inject({ method: 'POST', url: '/member/enrolments', headers: { 'user-agent': phone }, payload: { locale: 'fr-CA', unit: 'move' } });
    expect(started.statusCode).toBe(201);
    const { rows } = await db.query<{ step_id: string; language: string; measure: string }>("select step_id, language, measure from funnel_counts where device = 'phone'");
    expect(rows).toEqual([{ step_id: 'language', language: 'fr-CA', measure: 'sent' }]);
    const stored = await db.query("select 1 from enrolments e where e::text like '%UniqueMarker%'");
    expect(stored.rows).toEqual([]);
  });

  it('holds only day, version, step, language, device, measure, time bucket and count', async () => {
    const { rows } = await db.query<{ column_name: string; data_type: string }>(
      "select column_name, data_type from information_schema.columns where table_name = 'funnel_counts' and table_schema = current_schema() order by column_name",
    );
    expect(rows.map((r) => `${r.column_name}:${r.data_type}`)).toEqual([
      'bucket:text', 'count:integer', 'day:date', 'device:text', 'flow_version:text', 'language:text', 'measure:text', 'step_id:text',
    ]);
  });

  it('refuses a reversed or malformed range with 400 and needs staff', async () => {
    const bad = await app.inject({ url: '/staff/funnel?version=x&from=2026-03-05&to=2026-03-01', headers: { authorization: `Bearer ${TOKEN}` } });
    expect({ status: bad.statusCode, code: bad.json().error?.code }).toEqual({ status: 400, code: 'funnel_range_reversed' });
    const malformed = await app.inject({ url: '/staff/funnel?version=x&from=2026-13-45&to=2026-03-01', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(malformed.statusCode).toBe(400);
    const anonymous = await app.inject({ url: `/staff/funnel?version=x&from=${DAY}&to=${DAY}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('cuts a huge range to the last 366 days, refuses an unknown or oversized version, and lists the counted versions', async () => {
    const auth = { authorization: `Bearer ${TOKEN}` };
    const listed = await app.inject({ url: '/staff/funnel/versions', headers: auth });
    const { versions } = listed.json<{ versions: { version: string; label: string | null }[] }>();
    expect(versions).toEqual([{ version: expect.any(String), label: flow.version }]);
    const huge = await app.inject({ url: `/staff/funnel?version=${versions[0].version}&from=0001-01-01&to=${DAY}`, headers: auth });
    expect([huge.statusCode, huge.json().from, huge.json().to]).toEqual([200, '2025-03-02', DAY]);
    const unknown = await app.inject({ url: `/staff/funnel?version=nope&from=${DAY}&to=${DAY}`, headers: auth });
    expect([unknown.statusCode, unknown.json().error?.code]).toEqual([404, 'unknown_flow_version']);
    const oversized = await app.inject({ url: `/staff/funnel?version=${'v'.repeat(5000)}&from=${DAY}&to=${DAY}`, headers: auth });
    expect(oversized.statusCode).toBe(400);
    const leapless = await app.inject({ url: `/staff/funnel?version=x&from=2026-02-29&to=${DAY}`, headers: auth });
    expect([leapless.statusCode, leapless.json().error?.code]).toEqual([400, 'funnel_bad_day']);
  });
});

async function versionOf(enrolmentId: string): Promise<string> {
  const { rows } = await db.query<{ flow_hash: string }>('select flow_hash from enrolments where id = $1', [enrolmentId]);
  return rows[0].flow_hash;
}
