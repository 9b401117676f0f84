import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import onboarding from '../../../flows/onboarding.json';
import { loadFlow } from '../../flow/load-flow';
import type { Database } from '../db/database';
import { buildApp } from '../http/app';
import { openTestDatabase } from '../../../test/support/test-database';
import { postgresUrl } from '../../../test/support/postgres-url';
import { beforeStatement } from '../../../test/support/before-statement';
import { US_ADULT_STEPS } from '../../../test/support/test-harness';
import { SESSION_COOKIE } from './session';

// Two nodes on one PostgreSQL: the older save ("Old") has read the enrolment and is about to write when the newer one
// ("New") takes the enrolment's row lock; the older's statement waits on it and commits last. The newer answer stays.
const PROFILE = US_ADULT_STEPS.find(([stepId]) => stepId === 'profile')![1];
const isSaveStatement = (sql: string) => sql.trimStart().startsWith('with guard as');
const config = { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir: '/none' };
const now = () => new Date('2026-11-21T15:00:00Z');

let db: Database;
let node1: FastifyInstance;
beforeAll(async () => {
  postgresUrl();
  db = await openTestDatabase();
  node1 = await buildApp({ db, flow: loadFlow(onboarding), serveApp: false, rateLimit: false, now, config });
});
afterAll(async () => {
  await node1.close();
  await db.close();
});

const saveProfile = (node: FastifyInstance, cookie: string, firstName: string, sequence: number) =>
  node.inject({ method: 'PUT', url: '/member/enrolment/steps/profile', headers: { cookie, 'save-sequence': String(sequence), 'idempotency-key': `save_pg_${firstName}_${sequence}_00000` }, payload: { answers: { ...PROFILE, firstName } } });

/** Resolves once `count` save statements wait on a lock (polled: the only way to see another connection wait). */
async function saveStatementsWaiting(count: number): Promise<void> {
  for (;;) {
    const { rows } = await db.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and state = 'active' and ltrim(query, E' \\n') like 'with guard as%'");
    if (rows[0].n >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('saves of one enrolment on two nodes of PostgreSQL', () => {
  it('keeps the newer save when the older one commits last, and refuses the older with 409 stale_save', async () => {
    const start = await node1.inject({ method: 'POST', url: '/member/enrolments', payload: { locale: 'en-US', unit: 'move' } });
    const cookie = `${SESSION_COOKIE}=${start.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? ''}`;
    const enrolmentId = start.json<{ enrolmentId: string }>().enrolmentId;
    for (const [stepId, answers] of US_ADULT_STEPS) {
      if (stepId === 'profile') break;
      expect((await node1.inject({ method: 'PUT', url: `/member/enrolment/steps/${stepId}`, headers: { cookie }, payload: { answers } })).statusCode).toBe(200);
    }
    expect((await saveProfile(node1, cookie, 'Ana', 1)).statusCode).toBe(200);

    // A third connection holds the profile's answer row: the newer save, once it holds the enrolment, waits there.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const holding = new Promise<void>((resolve) => (locked = resolve));
    const holder = db.transaction(async (tx) => {
      await tx.query("select 1 from step_answers where enrolment_id = $1 and step_id = 'profile' for update", [enrolmentId]);
      locked();
      await held;
    });
    await holding;

    let newer: Promise<LightMyRequestResponse> | undefined;
    // Node 2 has read the enrolment (sequence 1 acknowledged) and checked "Old"; before it writes, "New" goes through node 1.
    const node2Db = beforeStatement(db, isSaveStatement, async () => {
      newer = saveProfile(node1, cookie, 'New', 3);
      await saveStatementsWaiting(1);
    });
    const node2 = await buildApp({ db: node2Db, flow: loadFlow(onboarding), serveApp: false, rateLimit: false, now, config });
    try {
      const older = saveProfile(node2, cookie, 'Old', 2);
      // Both save statements wait: "New" on the held answer row, "Old" on the enrolment row "New" holds.
      await saveStatementsWaiting(2);
      release();
      await holder;
      const [oldAnswer, newAnswer] = await Promise.all([older, newer!]);
      expect(newAnswer.statusCode).toBe(200);
      expect(oldAnswer.statusCode).toBe(409);
      expect(oldAnswer.json().error).toMatchObject({ code: 'stale_save', saveSequence: 3 });
    } finally {
      release();
      await node2.close();
    }
    const stored = await db.query<{ answers: { firstName: string } }>("select answers from step_answers where enrolment_id = $1 and step_id = 'profile'", [enrolmentId]);
    expect(stored.rows[0].answers.firstName).toBe('New');
    const summary = await node1.inject({ url: '/member/enrolment', headers: { cookie } });
    expect(summary.json()).toMatchObject({ answers: { profile: { firstName: 'New' } }, saveSequence: 3 });
  }, 60_000);
});
