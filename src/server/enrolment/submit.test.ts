import { createHarness, type Harness } from '../../../test/support/test-harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const submit = (cookie: string, key?: string) =>
  h.app.inject({ method: 'POST', url: '/member/enrolment/submit', headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) } });

async function readyMember() {
  const member = await h.memberBeforeAppointment({ locale: 'en-US', unit: 'move', clientTimezone: -300, isDST: false });
  await h.save(member.cookie, 'appointment', {});
  return member;
}

describe('submit, exactly once', () => {
  it('enrols once under 20 concurrent submits with one Idempotency-Key, all answered alike', async () => {
    const member = await readyMember();
    const results = await Promise.all(Array.from({ length: 20 }, () => submit(member.cookie, 'key-0001-abcdef')));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.body)).size).toBe(1);
    const history = (await h.db.query('select to_state from patient_state_history where enrolment_id = $1', [member.enrolmentId])).rows;
    expect(history).toEqual([{ to_state: 'enrolled_300' }]);
    const stored = (await h.db.query('select status, patient_state from enrolments where id = $1', [member.enrolmentId])).rows;
    expect(stored).toEqual([{ status: 'submitted', patient_state: 'enrolled_300' }]);
  });

  it('answers a later retry with another key the same, without enrolling twice', async () => {
    const member = await readyMember();
    const first = await submit(member.cookie, 'first-key-123');
    const second = await submit(member.cookie, 'second-key-456');
    expect(second.json()).toEqual(first.json());
    expect((await h.db.query('select 1 from patient_state_history where enrolment_id = $1', [member.enrolmentId])).rows).toHaveLength(1);
    expect((await h.save(member.cookie, 'appointment', {})).json().error.code).toBe('already_submitted');
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const member = await readyMember();
    expect((await submit(member.cookie, 'bad key!')).statusCode).toBe(400);
  });

  it('stores the client time zone report with the enrolment', async () => {
    const member = await readyMember();
    const row = (await h.db.query('select client_timezone, client_is_dst from enrolments where id = $1', [member.enrolmentId])).rows;
    expect(row).toEqual([{ client_timezone: -300, client_is_dst: false }]);
  });

  it('refuses to enrol while a consent the market requires is missing', async () => {
    const member = await h.start();
    for (const [stepId, answers] of [['language', { language: 'EN' }], ['country', { country: 'US' }], ['region', { region: 'NY' }]] as const) await h.save(member.cookie, stepId, answers);
    const res = await submit(member.cookie, 'missing-consents-1');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('incomplete');
  });
});
