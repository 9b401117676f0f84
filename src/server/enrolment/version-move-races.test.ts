import { createHarness, US_ADULT_STEPS, type Harness } from '../../../test/support/test-harness';
import { PROFILE_BUT_FIRST_NAME as PROFILE, SHORT_FIRST_NAMES, startNode } from '../../../test/support/flow-node';
import { beforeStatement } from '../../../test/support/before-statement';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

describe('a request an old node checked before a new node moved the enrolment', () => {
  it('a save is checked again by the rules of the version the enrolment moved to, not written under the old ones', async () => {
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
