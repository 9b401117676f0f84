import type { FastifyInstance } from 'fastify';
import type { StepAnswers } from '../flow/flow-types';
import { SESSION_COOKIE } from './session';
import { createHarness, US_ADULT_STEPS, type Harness } from '../../test/support/test-harness';
import { SHORT_FIRST_NAMES, startNode } from '../../test/support/flow-node';
import { beforeStatement } from '../../test/support/before-statement';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

// Seven of the twelve first names are longer than the newer flow's 10 characters.
const FIRST_NAMES = ['Maximiliana', 'Ana', 'Guadalupe-Ines', 'Bo', 'Christopherson', 'Léa', 'Anne-Catherine', 'Zoé', 'Bartholomew', 'Kai', 'Jean-Baptiste', 'Ngozi'];
const PROFILE = { lastName: 'Silva', dateOfBirth: '1990-04-02', email: 'member@example.org', phone: '+12125550100' };
const refusedByNewer = (stepId: string, field: string, value: unknown) => stepId === 'profile' && field === 'firstName' && String(value).length > 10;

interface Member {
  index: number;
  id: string;
  cookie: string;
  intended: Record<string, StepAnswers>;
  /** The latest save of each step the server acknowledged (200). */
  acknowledged: Map<string, StepAnswers>;
  slot?: string;
  summary?: { answers: Record<string, StepAnswers>; drafts: Record<string, StepAnswers> };
  submitted?: number;
}

async function save(node: FastifyInstance, m: Member, stepId: string, answers: StepAnswers): Promise<number> {
  const res = await node.inject({ method: 'PUT', url: `/member/enrolment/steps/${stepId}`, headers: { cookie: m.cookie }, payload: { answers } });
  if (res.statusCode === 200) m.acknowledged.set(stepId, answers);
  return res.statusCode;
}

// What a member's page does, one request per turn: start, answer every step, pick a slot, come back to the
// summary, answer again what the server asks again (a refused first name shortened), submit.
function memberScript(m: Member): ((node: FastifyInstance) => Promise<unknown>)[] {
  return [
    async (node) => {
      const res = await node.inject({ method: 'POST', url: '/member/enrolments', payload: { locale: 'en-US', unit: 'move' } });
      m.cookie = `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;
      m.id = res.json<{ enrolmentId: string }>().enrolmentId;
    },
    ...US_ADULT_STEPS.map(([stepId]) => (node: FastifyInstance) => save(node, m, stepId, m.intended[stepId])),
    async (node) => {
      const res = await node.inject({ method: 'GET', url: '/member/enrolment/slots', headers: { cookie: m.cookie } });
      m.slot = res.json<{ slots: { start: string }[] }>().slots[m.index].start;
    },
    (node) => save(node, m, 'appointment', { slot: m.slot! }),
    async (node) => {
      m.summary = (await node.inject({ method: 'GET', url: '/member/enrolment', headers: { cookie: m.cookie } })).json();
    },
    async (node) => {
      for (const [stepId, intended] of [...US_ADULT_STEPS.map(([id]) => [id, m.intended[id]] as const), ['appointment', { slot: m.slot! }] as const]) {
        if (m.summary!.answers[stepId] !== undefined) continue;
        const draft: StepAnswers = { ...intended, ...m.summary!.drafts[stepId] };
        if (typeof draft.firstName === 'string') draft.firstName = draft.firstName.slice(0, 10);
        expect([stepId, await save(node, m, stepId, draft)]).toEqual([stepId, 200]);
      }
    },
    async (node) => {
      m.submitted = (await node.inject({ method: 'POST', url: '/member/enrolment/submit', headers: { cookie: m.cookie, 'idempotency-key': `rolling-${m.index}-key` } })).statusCode;
    },
  ];
}

// An acknowledged answer is lost when it is neither among the member's answers nor set aside (superseded_answers)
// because the member's newer version refuses it.
async function lostAnswers(members: Member[]): Promise<string[]> {
  const lost: string[] = [];
  for (const m of members) {
    const held = (await h.db.query<{ step_id: string; answers: StepAnswers }>('select step_id, answers from step_answers where enrolment_id = $1', [m.id])).rows;
    const aside = (await h.db.query<{ step_id: string; answers: StepAnswers }>('select step_id, answers from superseded_answers where enrolment_id = $1', [m.id])).rows;
    for (const [stepId, answers] of m.acknowledged) {
      for (const [field, value] of Object.entries(answers)) {
        const kept = held.some((r) => r.step_id === stepId && r.answers[field] === value);
        const setAside = refusedByNewer(stepId, field, value) && aside.some((r) => r.step_id === stepId && r.answers[field] === value);
        if (!kept && !setAside) lost.push(`member ${m.index} ${stepId}.${field}`);
      }
    }
  }
  return lost;
}

describe('a rolling deploy: two old nodes and a new one behind one proxy serve the same members in turn', () => {
  it('loses no acknowledged answer, sets aside only the first names the new version refuses, never moves an enrolment back, and every member submits', async () => {
    const oldHash = (await h.db.query<{ hash: string }>('select hash from flow_versions')).rows[0].hash;
    const next = await startNode(h.db, h.clock, SHORT_FIRST_NAMES);
    // An old node that restarts during the deploy publishes its version again: it must stay the older one.
    const oldAgain = await startNode(h.db, h.clock);
    expect([oldAgain.hash, next.hash === oldHash]).toEqual([oldHash, false]);
    const nodes = [h.app, next.app, oldAgain.app];

    const members: Member[] = FIRST_NAMES.map((firstName, index) => ({
      index, id: '', cookie: '', acknowledged: new Map(),
      intended: { ...Object.fromEntries(US_ADULT_STEPS), profile: { firstName, ...PROFILE } },
    }));
    expect((await h.db.query('select count(*)::int as n from enrolments')).rows[0].n).toBe(0);
    const scripts = members.map(memberScript);
    const rounds = scripts[0].length;
    const reachedNew = new Set<number>();
    const movedBack: string[] = [];
    let lost: string[] = [];
    let turn = 0;
    for (let round = 0; round < rounds; round += 1) {
      // Round robin over the three nodes, one request of each member in turn; twelve members on three nodes would
      // each stay on one node, so each round starts one node further (as other traffic shifts the proxy's turn).
      for (const m of members) await scripts[m.index][round](nodes[(turn++ + round) % nodes.length]);
      for (const m of members) {
        const { flow_hash: hash } = (await h.db.query<{ flow_hash: string }>('select flow_hash from enrolments where id = $1', [m.id])).rows[0];
        if (hash === next.hash) reachedNew.add(m.index);
        else if (reachedNew.has(m.index)) movedBack.push(`member ${m.index} after round ${round}`);
      }
      // Before each member answers again what was asked again: every acknowledged answer is still held.
      if (round === rounds - 3) lost = await lostAnswers(members);
    }
    // Only refused first names were set aside, one field at a time, never the rest of their step.
    const superseded = (await h.db.query<{ step_id: string; answers: StepAnswers }>('select step_id, answers from superseded_answers order by id')).rows;
    const enrolled = (await h.db.query<{ id: string; flow_hash: string; status: string }>('select id, flow_hash, status from enrolments')).rows;
    expect({
      lost,
      movedBack,
      submitted: members.map((m) => m.submitted),
      setAsideBeyondRefused: superseded.filter((r) => !Object.entries(r.answers).every(([field, value]) => refusedByNewer(r.step_id, field, value))),
      notEnrolledOnNewVersion: enrolled.filter((e) => e.flow_hash !== next.hash || e.status !== 'submitted').length,
    }).toEqual({ lost: [], movedBack: [], submitted: members.map(() => 200), setAsideBeyondRefused: [], notEnrolledOnNewVersion: 0 });
    expect(reachedNew.size).toBe(members.length);
    await next.app.close();
    await oldAgain.app.close();
  }, 300_000);
});

describe('an enrolment on a version newer than the node serving it', () => {
  const hashOf = async (id: string) => (await h.db.query<{ flow_hash: string }>('select flow_hash from enrolments where id = $1', [id])).rows[0].flow_hash;
  const profile = (firstName: string) => ({ firstName, ...PROFILE });

  it('is never moved back by an old node, nor by an old node restarted after the new one: they serve it by its own version\'s rules', async () => {
    const member = await h.start();
    const oldHash = await hashOf(member.enrolmentId);
    const next = await startNode(h.db, h.clock, SHORT_FIRST_NAMES);
    expect(next.hash).not.toBe(oldHash);
    expect((await next.app.inject({ method: 'GET', url: '/member/enrolment', headers: { cookie: member.cookie } })).json().flowVersion).toBe(next.hash);
    expect(await hashOf(member.enrolmentId)).toBe(next.hash);

    const restarted = await startNode(h.db, h.clock);
    for (const old of [h.app, restarted.app]) {
      for (const [stepId, answers] of US_ADULT_STEPS.slice(0, 4)) {
        expect((await old.inject({ method: 'PUT', url: `/member/enrolment/steps/${stepId}`, headers: { cookie: member.cookie }, payload: { answers } })).statusCode).toBe(200);
      }
      const long = await old.inject({ method: 'PUT', url: '/member/enrolment/steps/profile', headers: { cookie: member.cookie }, payload: { answers: profile('Maximiliana') } });
      expect([long.statusCode, long.json().error?.fields]).toEqual([400, [{ field: 'firstName', rule: 'maxLength' }]]);
      expect((await old.inject({ method: 'GET', url: '/member/enrolment', headers: { cookie: member.cookie } })).json().flowVersion).toBe(next.hash);
      expect(await hashOf(member.enrolmentId)).toBe(next.hash);
    }
    expect((await restarted.app.inject({ method: 'PUT', url: '/member/enrolment/steps/profile', headers: { cookie: member.cookie }, payload: { answers: profile('Maxi') } })).statusCode).toBe(200);

    // A member who starts on the restarted old node starts on its version, and moves forward on the new one.
    const started = await restarted.app.inject({ method: 'POST', url: '/member/enrolments', payload: { locale: 'en-US', unit: 'move' } });
    const fresh = started.json<{ enrolmentId: string }>().enrolmentId;
    expect(await hashOf(fresh)).toBe(oldHash);
    await next.app.inject({ method: 'GET', url: '/member/enrolment', headers: { cookie: `${SESSION_COOKIE}=${started.cookies.find((c) => c.name === SESSION_COOKIE)!.value}` } });
    expect(await hashOf(fresh)).toBe(next.hash);
    await next.app.close();
    await restarted.app.close();
  }, 120_000);

  it('is refused with a retryable 503, writing nothing, when the node\'s engine does not know a rule of that version', async () => {
    const member = await h.start();
    const next = await startNode(h.db, h.clock, SHORT_FIRST_NAMES);
    await next.app.inject({ method: 'PUT', url: '/member/enrolment/steps/language', headers: { cookie: member.cookie }, payload: { answers: { language: 'EN' } } });
    // What a newer engine would publish: a rule this engine does not know.
    await h.db.query(
      `update flow_versions set definition = jsonb_set(definition, '{steps,0,fields,0,validations}', '{"required": true, "sameAsDocument": true}') where hash = $1`,
      [next.hash],
    );
    await next.app.close();
    const before = (await h.db.query('select step_id, answers from step_answers where enrolment_id = $1', [member.enrolmentId])).rows;
    expect(before).toEqual([{ step_id: 'language', answers: { language: 'EN' } }]);
    const res = await h.app.inject({ method: 'PUT', url: '/member/enrolment/steps/language', headers: { cookie: member.cookie }, payload: { answers: { language: 'ES' } } });
    expect([res.statusCode, res.json().error.code]).toEqual([503, 'flow_version_unsupported']);
    expect((await h.db.query('select step_id, answers from step_answers where enrolment_id = $1', [member.enrolmentId])).rows).toEqual(before);
    expect(await hashOf(member.enrolmentId)).toBe(next.hash);
  }, 120_000);
});

describe('a save read by an old node and written after a new node moved the enrolment', () => {
  it('is checked again by the rules of the version the enrolment moved to, not written under the old ones', async () => {
    const member = await h.start();
    for (const [stepId, answers] of US_ADULT_STEPS.slice(0, 4)) expect((await h.save(member.cookie, stepId, answers)).statusCode).toBe(200);
    const next = await startNode(h.db, h.clock, SHORT_FIRST_NAMES);
    const summary = () => next.app.inject({ method: 'GET', url: '/member/enrolment', headers: { cookie: member.cookie } });
    // The old node reads the enrolment (old version) and checks the answers; the new node moves it before the write.
    const racing = beforeStatement(h.db, (sql) => sql.includes('insert into step_answers'), summary);
    const old = await startNode(racing, h.clock);
    const hashOf = async () => (await h.db.query<{ flow_hash: string }>('select flow_hash from enrolments where id = $1', [member.enrolmentId])).rows[0].flow_hash;
    expect(await hashOf()).toBe(old.hash);

    const res = await old.app.inject({ method: 'PUT', url: '/member/enrolment/steps/profile', headers: { cookie: member.cookie }, payload: { answers: { firstName: 'Maximiliana', ...PROFILE } } });
    expect(await hashOf()).toBe(next.hash);
    expect([res.statusCode, res.json().error?.fields]).toEqual([400, [{ field: 'firstName', rule: 'maxLength' }]]);
    expect((await h.db.query('select answers from step_answers where enrolment_id = $1 and step_id = $2', [member.enrolmentId, 'profile'])).rows).toEqual([]);
    expect((await old.app.inject({ method: 'PUT', url: '/member/enrolment/steps/profile', headers: { cookie: member.cookie }, payload: { answers: { firstName: 'Maxi', ...PROFILE } } })).statusCode).toBe(200);
    await next.app.close();
    await old.app.close();
  }, 120_000);

  it('a submit read by an old node is checked again when a new node moved the enrolment before it was locked', async () => {
    const member = await h.memberBeforeAppointment();
    expect((await h.save(member.cookie, 'profile', { firstName: 'Maximiliana', ...PROFILE })).statusCode).toBe(200);
    const slots = (await h.app.inject({ method: 'GET', url: '/member/enrolment/slots', headers: { cookie: member.cookie } })).json<{ slots: { start: string }[] }>().slots;
    expect((await h.save(member.cookie, 'appointment', { slot: slots[0].start })).statusCode).toBe(200);
    const next = await startNode(h.db, h.clock, SHORT_FIRST_NAMES);
    const racing = beforeStatement(h.db, (sql) => sql === 'begin', () => next.app.inject({ method: 'GET', url: '/member/enrolment', headers: { cookie: member.cookie } }));
    const old = await startNode(racing, h.clock);
    const status = async () => (await h.db.query<{ status: string; flow_hash: string }>('select status, flow_hash from enrolments where id = $1', [member.enrolmentId])).rows[0];
    expect(await status()).toEqual({ status: 'in_progress', flow_hash: old.hash });

    const res = await old.app.inject({ method: 'POST', url: '/member/enrolment/submit', headers: { cookie: member.cookie, 'idempotency-key': 'raced-submit-1' } });
    // The first name the new version refuses was set aside meanwhile: the member is sent back to the profile.
    expect([res.statusCode, res.json().error?.stepId]).toEqual([400, 'profile']);
    expect(await status()).toEqual({ status: 'in_progress', flow_hash: next.hash });
    await next.app.close();
    await old.app.close();
  }, 120_000);
});
