import type { FastifyInstance } from 'fastify';
import type { StepAnswers } from '../../flow/flow-types';
import { SESSION_COOKIE } from './session';
import { createHarness, US_ADULT_STEPS, type Harness } from '../../../test/support/test-harness';
import { PROFILE_BUT_FIRST_NAME as PROFILE, SHORT_FIRST_NAMES, startNode } from '../../../test/support/flow-node';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

// Seven of the twelve first names are longer than the newer flow's 10 characters.
const FIRST_NAMES = ['Maximiliana', 'Ana', 'Guadalupe-Ines', 'Bo', 'Christopherson', 'Léa', 'Anne-Catherine', 'Zoé', 'Bartholomew', 'Kai', 'Jean-Baptiste', 'Ngozi'];
const refusedByNewer = (stepId: string, field: string, value: unknown) => stepId === 'profile' && field === 'firstName' && String(value).length > 10;

interface Member {
  index: number;
  id: string;
  cookie: string;
  intended: Record<string, StepAnswers>;
  /** Answers of 5xx to the member's saves. */
  failures: string[];
  /** The latest save of each step the server acknowledged (200). */
  acknowledged: Map<string, StepAnswers>;
  slot?: string;
  summary?: { answers: Record<string, StepAnswers>; drafts: Record<string, StepAnswers> };
  submitted?: number;
}

async function save(node: FastifyInstance, m: Member, stepId: string, answers: StepAnswers): Promise<number> {
  const res = await node.inject({ method: 'PUT', url: `/member/enrolment/steps/${stepId}`, headers: { cookie: m.cookie }, payload: { answers } });
  if (res.statusCode === 200) m.acknowledged.set(stepId, answers);
  if (res.statusCode >= 500) m.failures.push(res.body);
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
  // At the same time: each round's requests race, and each member's page in a second tab reads the enrolment from
  // another node meanwhile (on PostgreSQL, a version move races the member's own save).
  it.each([['one request after another', false], ['at the same time, with a second tab reading', true]])('%s: loses no acknowledged answer, sets aside only the first names the new version refuses, never moves an enrolment back, and every member submits', async (_name, together) => {
    const oldHash = (await h.db.query<{ hash: string }>('select hash from flow_versions')).rows[0].hash;
    const next = await startNode(h.db, h.clock, SHORT_FIRST_NAMES);
    // An old node that restarts during the deploy publishes its version again: it must stay the older one.
    const oldAgain = await startNode(h.db, h.clock);
    expect([oldAgain.hash, next.hash === oldHash]).toEqual([oldHash, false]);
    const nodes = [h.app, next.app, oldAgain.app];

    const members: Member[] = FIRST_NAMES.map((firstName, index) => ({
      index, id: '', cookie: '', acknowledged: new Map(), failures: [],
      intended: { ...Object.fromEntries(US_ADULT_STEPS), profile: { firstName, ...PROFILE } },
    }));
    expect((await h.db.query('select count(*)::int as n from enrolments')).rows[0].n).toBe(0);
    const scripts = members.map(memberScript);
    const rounds = scripts[0].length;
    const reachedNew = new Set<number>();
    const movedBack: string[] = [];
    let lost: string[] = [];
    const failures: string[] = [];
    let turn = 0;
    for (let round = 0; round < rounds; round += 1) {
      // Round robin over the three nodes, one request of each member in turn; twelve members on three nodes would
      // each stay on one node, so each round starts one node further (as other traffic shifts the proxy's turn).
      const requests = members.map((m) => () => scripts[m.index][round](nodes[(turn++ + round) % nodes.length]));
      if (together) {
        const tabs = members.filter((m) => m.cookie).map((m) => () => nodes[(turn++ + round) % nodes.length].inject({ method: 'GET', url: '/member/enrolment', headers: { cookie: m.cookie } }));
        const answered = await Promise.all([...requests, ...tabs].map((request) => request()));
        failures.push(...answered.filter((res) => typeof res === 'object' && res !== null && 'statusCode' in res && (res as { statusCode: number }).statusCode >= 500).map((res) => (res as { body: string }).body));
      } else for (const request of requests) await request();
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
      failures: [...failures, ...members.flatMap((m) => m.failures)],
      submitted: members.map((m) => m.submitted),
      setAsideBeyondRefused: superseded.filter((r) => !Object.entries(r.answers).every(([field, value]) => refusedByNewer(r.step_id, field, value))),
      notEnrolledOnNewVersion: enrolled.filter((e) => e.flow_hash !== next.hash || e.status !== 'submitted').length,
    }).toEqual({ lost: [], movedBack: [], failures: [], submitted: members.map(() => 200), setAsideBeyondRefused: [], notEnrolledOnNewVersion: 0 });
    expect(reachedNew.size).toBe(members.length);
    await next.app.close();
    await oldAgain.app.close();
  }, 300_000);
});
