import { createHarness, type Harness } from '../../../test/support/test-harness';
import { phoneFor } from '../../../test/support/member-answers';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

// 2026-11-24 is a Tuesday; the seeded clinicians work weekdays 09:00–17:00 in their market's zone.
const NY_TEN_AM = '2026-11-24T15:00:00.000Z';
const NY_ELEVEN_AM = '2026-11-27T16:00:00.000Z';

const submit = (cookie: string) => h.app.inject({ method: 'POST', url: '/member/enrolment/submit', headers: { cookie, 'idempotency-key': `key-${Math.random().toString(36).slice(2)}` } });
const stepIds = async (enrolmentId: string) =>
  (await h.db.query<{ step_id: string }>('select step_id from step_answers where enrolment_id = $1 order by step_id', [enrolmentId])).rows.map((r) => r.step_id);
const booking = async (enrolmentId: string) =>
  (await h.db.query<{ status: string; market: string }>('select b.status, c.market from bookings b join clinicians c on c.id = b.clinician_id where enrolment_id = $1 order by b.id', [enrolmentId])).rows;

let day = 0;
// Each member books its own day, so members of this file never compete for a slot.
async function bookedUsMember() {
  const member = await h.memberBeforeAppointment();
  day += 1;
  const slot = new Date(Date.parse(NY_TEN_AM) + Math.floor(day / 5) * 7 * 86_400_000 + (day % 5) * 3_600_000).toISOString();
  expect((await h.save(member.cookie, 'appointment', { slot })).statusCode).toBe(200);
  expect(await booking(member.enrolmentId)).toEqual([{ status: 'active', market: 'US' }]);
  return member;
}

describe('dependent answers on the server', () => {
  it('US -> CA drops the region, the zone and the slot, releases the US booking, and submit names the region step', async () => {
    const member = await bookedUsMember();
    expect(await stepIds(member.enrolmentId)).toContain('region');
    expect((await h.save(member.cookie, 'country', { country: 'CA' })).statusCode).toBe(200);
    const steps = await stepIds(member.enrolmentId);
    expect(steps).not.toContain('region');
    expect(steps).not.toContain('timezone');
    expect(steps).not.toContain('appointment');
    expect(steps).not.toContain('hipaa');
    expect(await booking(member.enrolmentId)).toEqual([{ status: 'cancelled', market: 'US' }]);
    const refused = await submit(member.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'incomplete', stepId: 'region' });
    expect((await h.save(member.cookie, 'region', { region: 'QC' })).statusCode).toBe(200);
    // New York is no zone of Canada: the zone is asked again too.
    expect((await submit(member.cookie)).json().error).toMatchObject({ code: 'incomplete', stepId: 'timezone' });
    expect((await h.save(member.cookie, 'timezone', { timezone: 'America/Toronto' })).statusCode).toBe(200);
    expect((await submit(member.cookie)).json().error).toMatchObject({ code: 'incomplete', stepId: 'appointment' });
    expect((await h.save(member.cookie, 'appointment', {})).statusCode).toBe(200);
    expect((await submit(member.cookie)).statusCode).toBe(200);
  });

  it('a time zone change releases the booking; saving the country unchanged keeps it', async () => {
    const member = await bookedUsMember();
    expect((await h.save(member.cookie, 'country', { country: 'US' })).statusCode).toBe(200);
    expect(await booking(member.enrolmentId)).toEqual([{ status: 'active', market: 'US' }]);
    expect((await h.save(member.cookie, 'timezone', { timezone: 'America/Chicago' })).statusCode).toBe(200);
    expect(await booking(member.enrolmentId)).toEqual([{ status: 'cancelled', market: 'US' }]);
    expect(await stepIds(member.enrolmentId)).toContain('region');
  });

  it('refuses a submit whose booking is at another time than the answer, naming the appointment step', async () => {
    const member = await bookedUsMember();
    const moved = await h.app.inject({ method: 'POST', url: '/member/enrolment/booking', headers: { cookie: member.cookie }, payload: { start: NY_ELEVEN_AM } });
    expect(moved.json()).toMatchObject({ start: NY_ELEVEN_AM });
    expect(moved.statusCode).toBe(201);
    const refused = await submit(member.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'stale_answer', stepId: 'appointment' });
    expect((await h.db.query("select status from enrolments where id = $1", [member.enrolmentId])).rows).toEqual([{ status: 'in_progress' }]);
    expect((await h.save(member.cookie, 'appointment', { slot: NY_ELEVEN_AM })).statusCode).toBe(200);
    expect((await submit(member.cookie)).statusCode).toBe(200);
  });

  it("refuses a submit whose booking is with another market's clinician (answers stored before this check existed)", async () => {
    const member = await bookedUsMember();
    // Answers as an older server left them: the country changed with the region and slot kept.
    await h.db.query("update step_answers set answers = $2 where enrolment_id = $1 and step_id = 'country'", [member.enrolmentId, JSON.stringify({ country: 'PR' })]);
    await h.db.query("update step_answers set answers = $2 where enrolment_id = $1 and step_id = 'region'", [member.enrolmentId, JSON.stringify({ region: 'NY' })]);
    const refused = await submit(member.cookie);
    expect(refused.json().error).toMatchObject({ stepId: expect.any(String) });
    await h.db.query("update step_answers set answers = $2 where enrolment_id = $1 and step_id = 'country'", [member.enrolmentId, JSON.stringify({ country: 'FR' })]);
    await h.db.query("delete from step_answers where enrolment_id = $1 and step_id in ('region', 'hipaa')", [member.enrolmentId]);
    await h.db.query("insert into step_answers (enrolment_id, step_id, answers) values ($1, 'gdpr', $2)", [member.enrolmentId, JSON.stringify({ gdprConsent: true })]);
    await h.db.query("update step_answers set answers = answers || $2::jsonb where enrolment_id = $1 and step_id = 'profile'", [member.enrolmentId, JSON.stringify({ phone: phoneFor('FR') })]);
    const stale = await submit(member.cookie);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'stale_answer', stepId: 'appointment' });
    expect(stale.json().error.message).toContain('another unit or market');
  });

  it('names the step whose answers fail at submit', async () => {
    const member = await bookedUsMember();
    await h.db.query("update step_answers set answers = $2 where enrolment_id = $1 and step_id = 'region'", [member.enrolmentId, JSON.stringify({ region: 'QC' })]);
    const refused = await submit(member.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'validation_failed', stepId: 'region', fields: [{ field: 'region' }] });
  });
});
