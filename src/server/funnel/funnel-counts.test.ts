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
import { playSubtractionAttack, type SubtractionAttack } from '../../../test/funnel/subtraction-attack';

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
    const facts = { flags: rows[0].flags, presets: { unit: 'move' }, answers: sent, today: DAY, marketField };
    const step = reachableSteps(flow, facts).find((s) => s.kind === 'form' && sent[s.id] === undefined);
    if (!step || step.id === stopAt) return sent;
    const answers: StepAnswers = memberStepAnswers(visibleFields(step, facts), member);
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

    // Staff read the week back through the route once it is published, every figure already suppressed (1..10 hidden).
    clock = new Date('2026-03-11T00:00:00Z');
    const res = await app.inject({ url: `/staff/funnel?flowHash=${encodeURIComponent(await versionOf(leaver.enrolmentId))}&from=${DAY}&to=2026-03-08`, headers: { authorization: `Bearer ${TOKEN}` } });
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

  it('holds only day, flow hash, step, language, device, measure, time bucket and count', async () => {
    const { rows } = await db.query<{ column_name: string; data_type: string }>(
      "select column_name, data_type from information_schema.columns where table_name = 'funnel_counts' and table_schema = current_schema() order by column_name",
    );
    // flow_version is the flow hash's previous name, kept for one release (migration 025) and holding the same value.
    expect(rows.map((r) => `${r.column_name}:${r.data_type}`)).toEqual([
      'bucket:text', 'count:integer', 'day:date', 'device:text', 'flow_hash:text', 'flow_version:text', 'language:text', 'measure:text', 'step_id:text',
    ]);
  });

  it('refuses a reversed or malformed range with 400 and needs staff', async () => {
    const bad = await app.inject({ url: '/staff/funnel?flowHash=x&from=2026-03-05&to=2026-03-01', headers: { authorization: `Bearer ${TOKEN}` } });
    expect({ status: bad.statusCode, code: bad.json().error?.code }).toEqual({ status: 400, code: 'funnel_range_reversed' });
    const malformed = await app.inject({ url: '/staff/funnel?flowHash=x&from=2026-13-45&to=2026-03-01', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(malformed.statusCode).toBe(400);
    const anonymous = await app.inject({ url: `/staff/funnel?flowHash=x&from=${DAY}&to=${DAY}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers one published week, refuses any other range naming the weeks to ask, refuses an unknown or oversized version, and lists the counted versions', async () => {
    clock = new Date('2026-03-11T00:00:00Z');
    const auth = { authorization: `Bearer ${TOKEN}` };
    const listed = await app.inject({ url: '/staff/funnel/versions', headers: auth });
    const { versions } = listed.json<{ versions: { flowHash: string; flowVersion: string | null }[] }>();
    expect(versions).toEqual([{ flowHash: expect.any(String), flowVersion: flow.version, version: versions[0].flowHash, label: flow.version }]);
    const ask = (from: string, to: string, version = versions[0].flowHash) => app.inject({ url: `/staff/funnel?flowHash=${encodeURIComponent(version)}&from=${from}&to=${to}`, headers: auth });
    const week = await ask('2026-03-02', '2026-03-08');
    expect([week.statusCode, week.json().from, week.json().to]).toEqual([200, '2026-03-02', '2026-03-08']);
    const refusal = async (from: string, to: string) => {
      const res = await ask(from, to);
      return { status: res.statusCode, code: res.json().error?.code, weeks: res.json().error?.weeks };
    };
    const published = [{ from: '2026-03-02', to: '2026-03-08' }];
    // A huge range, a day, a week from Sunday, two weeks: each refused, naming the published weeks it touches.
    expect(await refusal('0001-01-01', DAY)).toEqual({ status: 400, code: 'funnel_not_one_week', weeks: [expect.objectContaining({ from: '0001-01-01' }), ...Array(5).fill(expect.anything())] });
    expect(await refusal(DAY, DAY)).toEqual({ status: 400, code: 'funnel_not_one_week', weeks: published });
    expect(await refusal('2026-03-01', '2026-03-07')).toEqual({ status: 400, code: 'funnel_not_one_week', weeks: [{ from: '2026-02-23', to: '2026-03-01' }, ...published] });
    expect(await refusal('2026-03-02', '2026-03-15')).toEqual({ status: 400, code: 'funnel_not_one_week', weeks: published });
    // The week still being counted, and one in the future: not yet, naming the latest published week.
    const open = await ask('2026-03-09', '2026-03-15');
    expect([open.statusCode, open.json().error?.code, open.json().error?.weeks]).toEqual([400, 'funnel_week_not_published', published]);
    expect(open.json().error?.message).toContain('2026-03-18T00:00:00.000Z');
    expect(await refusal('9999-12-27', '9999-12-31')).toMatchObject({ status: 400, code: 'funnel_not_one_week', weeks: published });
    const unknown = await ask('2026-03-02', '2026-03-08', 'nope');
    expect([unknown.statusCode, unknown.json().error?.code]).toEqual([404, 'unknown_flow_version']);
    const oversized = await ask('2026-03-02', '2026-03-08', 'v'.repeat(5000));
    expect(oversized.statusCode).toBe(400);
    const leapless = await ask('2026-02-29', DAY);
    expect([leapless.statusCode, leapless.json().error?.code]).toEqual([400, 'funnel_bad_day']);
    const control = await app.inject({ url: `/staff/funnel?flowHash=x&from=2026-03-02%00&to=2026-03-08`, headers: auth });
    expect(control.statusCode).toBe(400);
  });

  it('counts a leaver whose week is already published on the day of the sweep, so the published week never changes', async () => {
    clock = new Date('2026-04-06T10:00:00Z');
    const late = await apiMember(app, 'move');
    const version = await versionOf(late.enrolmentId);
    // No sweep runs until the week of 6 April is published (a node down for days).
    clock = new Date('2026-04-15T06:00:00Z');
    const ask = () => app.inject({ url: `/staff/funnel?flowHash=${encodeURIComponent(version)}&from=2026-04-06&to=2026-04-12`, headers: { authorization: `Bearer ${TOKEN}` } });
    const before = await ask();
    expect(before.statusCode).toBe(200);
    await sweepLeftEnrolments(db, clock);
    const after = await ask();
    expect(after.json()).toEqual(before.json());
    const { rows } = await db.query<{ day: string }>("select to_char(day, 'YYYY-MM-DD') as day from funnel_counts where measure = 'left' and flow_hash = $1 and day >= '2026-04-01'", [version]);
    expect([...new Set(rows.map((r) => r.day))]).toEqual(['2026-04-15']);
  });
});

describe('the funnel against subtraction', () => {
  let played: SubtractionAttack;
  beforeAll(async () => {
    clock = new Date('2026-12-10T09:00:00Z');
    played = await playSubtractionAttack(app, db, `Bearer ${TOKEN}`);
  }, 120_000);

  it('answers only whole published weeks: 28 November, 27–28 and 27 are refused naming their week, and nothing any answers combine to recovers a count of 1 to 10', () => {
    const week = [{ from: '2026-11-23', to: '2026-11-29' }];
    expect(played.attack).toEqual([0, 1, 2].map(() => ({ status: 400, code: 'funnel_not_one_week', message: expect.stringContaining('from=2026-11-23&to=2026-11-29'), weeks: week })));
    expect(played.subtracted).toEqual([]);
    // The two weeks, and nothing else of the 105 ranges.
    expect(played.answered).toBe(2);
    expect(played.recovered).toEqual([]);
  });

  it('within one week, "sent 14, saved 11" is never shown whole: no difference of linked cells gives a count of 1 to 10', () => {
    expect(played.fourteenEleven).toMatchObject({ back: null, left: null });
    expect(played.fourteenEleven?.sent === null || played.fourteenEleven?.saved === null).toBe(true);
    expect(played.withinTable).toEqual([]);
  });
});

async function versionOf(enrolmentId: string): Promise<string> {
  const { rows } = await db.query<{ flow_hash: string }>('select flow_hash from enrolments where id = $1', [enrolmentId]);
  return rows[0].flow_hash;
}
