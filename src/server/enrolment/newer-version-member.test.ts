import { SESSION_COOKIE } from './session';
import { createHarness, US_ADULT_STEPS, type Harness } from '../../../test/support/test-harness';
import { PROFILE_BUT_FIRST_NAME as PROFILE, SHORT_FIRST_NAMES, startNode } from '../../../test/support/flow-node';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

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
    // A 503 always says when to come back: the proxy's or the page's next try lands on a newer node.
    expect(res.headers['retry-after']).toBe('1');
    expect((await h.db.query('select step_id, answers from step_answers where enrolment_id = $1', [member.enrolmentId])).rows).toEqual(before);
    expect(await hashOf(member.enrolmentId)).toBe(next.hash);
  }, 120_000);
});
