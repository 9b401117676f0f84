import { createHarness, US_ADULT_STEPS, type Harness } from '../../../test/support/test-harness';

// Saves of one enrolment apply in the member's order (Save-Sequence), whichever arrives last; a repeated
// Idempotency-Key is answered with its first answer.
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const PROFILE = US_ADULT_STEPS.find(([stepId]) => stepId === 'profile')![1];

/** A member who answered every step up to (not including) the profile. */
async function memberAtProfile() {
  const member = await h.start();
  for (const [stepId, answers] of US_ADULT_STEPS) {
    if (stepId === 'profile') break;
    expect((await h.save(member.cookie, stepId, answers)).statusCode).toBe(200);
  }
  return member;
}

const saveProfile = (cookie: string, firstName: string, headers: Record<string, string>) =>
  h.app.inject({ method: 'PUT', url: '/member/enrolment/steps/profile', headers: { cookie, ...headers }, payload: { answers: { ...PROFILE, firstName } } });

const storedFirstName = async (cookie: string) => {
  const res = await h.app.inject({ url: '/member/enrolment', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json<{ answers: { profile?: { firstName?: string } } }>().answers.profile?.firstName;
};
const summary = async (cookie: string) => (await h.app.inject({ url: '/member/enrolment', headers: { cookie } })).json<{ saveSequence?: number }>();

describe('Save-Sequence: saves apply in the order the member made them', () => {
  it('refuses the delayed older save after the newer one with 409 stale_save, and the newer answer stands', async () => {
    const m = await memberAtProfile();
    const newer = await saveProfile(m.cookie, 'New', { 'save-sequence': '2', 'idempotency-key': 'save_new_000000000000' });
    expect(newer.statusCode).toBe(200);
    expect(newer.json()).toEqual({ stepId: 'profile', saved: true, saveSequence: 2 });
    const older = await saveProfile(m.cookie, 'Old', { 'save-sequence': '1', 'idempotency-key': 'save_old_000000000000' });
    expect(older.statusCode).toBe(409);
    expect(older.json().error).toMatchObject({ code: 'stale_save', saveSequence: 2 });
    expect(await storedFirstName(m.cookie)).toBe('New');
    expect((await h.db.query<{ answers: { firstName: string } }>("select answers from step_answers where enrolment_id = $1 and step_id = 'profile'", [m.enrolmentId])).rows[0].answers.firstName).toBe('New');
    expect((await summary(m.cookie)).saveSequence).toBe(2);
  });

  it('refuses a save whose sequence equals the applied one under another key', async () => {
    const m = await memberAtProfile();
    expect((await saveProfile(m.cookie, 'New', { 'save-sequence': '5', 'idempotency-key': 'save_a_00000000000000' })).statusCode).toBe(200);
    expect((await saveProfile(m.cookie, 'Old', { 'save-sequence': '5', 'idempotency-key': 'save_b_00000000000000' })).statusCode).toBe(409);
    expect(await storedFirstName(m.cookie)).toBe('New');
  });

  it('answers a repeated Idempotency-Key with the first answer, and does not apply it again', async () => {
    const m = await memberAtProfile();
    const first = await saveProfile(m.cookie, 'Old', { 'save-sequence': '1', 'idempotency-key': 'save_first_0000000000' });
    expect(first.statusCode).toBe(200);
    expect((await saveProfile(m.cookie, 'New', { 'save-sequence': '2', 'idempotency-key': 'save_second_000000000' })).statusCode).toBe(200);
    const again = await saveProfile(m.cookie, 'Old', { 'save-sequence': '1', 'idempotency-key': 'save_first_0000000000' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await storedFirstName(m.cookie)).toBe('New');
  });

  it('answers a key repeated at once (a retry after a lost answer) with the first answer', async () => {
    const m = await memberAtProfile();
    const first = await saveProfile(m.cookie, 'Ana', { 'save-sequence': '1', 'idempotency-key': 'save_retry_0000000000' });
    const retry = await saveProfile(m.cookie, 'Ana', { 'save-sequence': '1', 'idempotency-key': 'save_retry_0000000000' });
    expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
    expect(retry.json()).toEqual(first.json());
  });

  it('ends concurrent saves with shuffled sequences on the highest one, whatever order they run in', async () => {
    const m = await memberAtProfile();
    const sequences = [7, 3, 12, 1, 9, 4, 11, 2, 10, 5, 8, 6];
    const answers = await Promise.all(sequences.map((n) => saveProfile(m.cookie, `Name${n}`, { 'save-sequence': String(n), 'idempotency-key': `save_shuffled_${String(n).padStart(8, '0')}` })));
    for (const res of answers) expect([200, 409]).toContain(res.statusCode);
    expect(answers[sequences.indexOf(12)].statusCode).toBe(200);
    expect(await storedFirstName(m.cookie)).toBe('Name12');
    expect((await summary(m.cookie)).saveSequence).toBe(12);
  });

  it('raises the order on a save that changes nothing, so an older save cannot come back behind it', async () => {
    const m = await memberAtProfile();
    expect((await saveProfile(m.cookie, 'Ana', { 'save-sequence': '1' })).statusCode).toBe(200);
    expect((await saveProfile(m.cookie, 'Ana', { 'save-sequence': '3' })).statusCode).toBe(200);
    expect((await saveProfile(m.cookie, 'Bea', { 'save-sequence': '2' })).statusCode).toBe(409);
    expect(await storedFirstName(m.cookie)).toBe('Ana');
  });

  it('applies a save without the header as before, without moving the order', async () => {
    const m = await memberAtProfile();
    expect((await saveProfile(m.cookie, 'New', { 'save-sequence': '4' })).statusCode).toBe(200);
    const unordered = await saveProfile(m.cookie, 'Other', {});
    expect(unordered.statusCode).toBe(200);
    expect(unordered.json()).toEqual({ stepId: 'profile', saved: true, saveSequence: 4 });
    expect(await storedFirstName(m.cookie)).toBe('Other');
    expect((await saveProfile(m.cookie, 'Old', { 'save-sequence': '3' })).statusCode).toBe(409);
  });

  it.each([['0'], ['-1'], ['1.5'], ['1e3'], ['9007199254740992'], ['99999999999999999999'], ['٣'], ['2, 3'], ['']])('refuses Save-Sequence %j with 400 invalid_save_sequence', async (value) => {
    const m = await memberAtProfile();
    const res = await saveProfile(m.cookie, 'Ana', { 'save-sequence': value });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_save_sequence');
    expect(await storedFirstName(m.cookie)).toBeUndefined();
  });

  it('accepts the largest sequence a page number holds, 2^53 − 1', async () => {
    const m = await memberAtProfile();
    const res = await saveProfile(m.cookie, 'Ana', { 'save-sequence': '9007199254740991' });
    expect(res.statusCode).toBe(200);
    expect(res.json().saveSequence).toBe(9007199254740991);
  });

  it('keeps a bounded number of remembered keys per enrolment', async () => {
    const m = await memberAtProfile();
    for (let n = 1; n <= 60; n += 1) expect((await saveProfile(m.cookie, `Name${n}`, { 'save-sequence': String(n), 'idempotency-key': `save_bound_${String(n).padStart(10, '0')}` })).statusCode).toBe(200);
    const { rows } = await h.db.query<{ count: number }>('select count(*)::int as count from save_requests where enrolment_id = $1', [m.enrolmentId]);
    expect(rows[0].count).toBeLessThanOrEqual(50);
    // A key no longer remembered is still older than what was applied: refused, never applied again.
    expect((await saveProfile(m.cookie, 'Name1', { 'save-sequence': '1', 'idempotency-key': 'save_bound_0000000001' })).statusCode).toBe(409);
    expect(await storedFirstName(m.cookie)).toBe('Name60');
  });
});
