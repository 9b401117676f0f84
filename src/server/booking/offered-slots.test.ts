import { createHarness, type Harness } from '../../../test/support/test-harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

// The harness clock: Saturday 2026-11-21 15:00 UTC. The Move/US clinician works weekdays 09:00–17:00 New York
// time in hourly slots; the list offers the next 14 days: 2026-11-23 to 2026-12-04.
const FAR = '2199-12-02T14:00:00.000Z'; // a Monday at 09:00 New York time: on the schedule, far past the horizon
const book = (cookie: string, start: string) => h.app.inject({ method: 'POST', url: '/member/enrolment/booking', headers: { cookie }, payload: { start } });
const slotsOf = async (cookie: string, query = '') => (await h.app.inject({ url: `/member/enrolment/slots${query}`, headers: { cookie } })).json<{ slots: { start: string }[] }>().slots.map((s) => s.start);
const bookings = async (enrolmentId: string) =>
  (await h.db.query<{ start_at: Date }>("select start_at from bookings where enrolment_id = $1 and status = 'active'", [enrolmentId])).rows.map((r) => new Date(r.start_at).toISOString());

describe('a booking is accepted only for a slot the member is offered', () => {
  it.each([
    ['far in the future, on the schedule', FAR],
    ['just past the 14-day horizon', '2026-12-07T14:00:00.000Z'],
    ['in the past', '2026-11-20T14:00:00.000Z'],
    ['off the hour', '2026-11-24T14:30:00.000Z'],
    ['a Saturday', '2026-11-28T14:00:00.000Z'],
  ])('refuses %s with 409 slot_taken and fresh slots, through the booking route and the step save', async (_name, start) => {
    const member = await h.memberBeforeAppointment();
    const offered = await slotsOf(member.cookie);
    expect(offered).not.toContain(start);
    expect(await bookings(member.enrolmentId)).toEqual([]);
    const res = await book(member.cookie, start);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('slot_taken');
    expect(res.json().error.slots.map((s: { start: string }) => s.start)).toEqual(offered);
    const saved = await h.save(member.cookie, 'appointment', { slot: start });
    expect(saved.statusCode).toBe(409);
    expect(saved.json().error.code).toBe('slot_taken');
    expect(await bookings(member.enrolmentId)).toEqual([]);
    const submitted = await h.app.inject({ method: 'POST', url: '/member/enrolment/submit', headers: { cookie: member.cookie, 'idempotency-key': 'offered-0001' } });
    expect(submitted.statusCode).toBe(409);
  });

  it('lists no slot past the horizon, whatever range is asked', async () => {
    const member = await h.memberBeforeAppointment();
    expect(await slotsOf(member.cookie, '?from=2199-12-01&to=2199-12-08')).toEqual([]);
    const late = await slotsOf(member.cookie, '?from=2026-12-01&to=2026-12-31');
    expect(late.length).toBeGreaterThan(0);
    expect(late.every((start) => start < '2026-12-05T15:00:00.000Z')).toBe(true);
  });

  it('books the last slot inside the horizon', async () => {
    const member = await h.memberBeforeAppointment();
    const last = (await slotsOf(member.cookie)).at(-1) as string;
    expect(last).toBe('2026-12-04T21:00:00.000Z');
    expect((await book(member.cookie, last)).statusCode).toBe(201);
    expect(await bookings(member.enrolmentId)).toEqual([last]);
  });

  it('refuses at submit a booking stored for a time the list never offered, naming the appointment step', async () => {
    const member = await h.memberBeforeAppointment();
    const [start] = await slotsOf(member.cookie);
    expect((await h.save(member.cookie, 'appointment', { slot: start })).statusCode).toBe(200);
    // A booking written before bookings were checked against the list.
    await h.db.query("update bookings set start_at = $2, end_at = $3 where enrolment_id = $1 and status = 'active'", [member.enrolmentId, FAR, '2199-12-02T15:00:00.000Z']);
    await h.db.query("update step_answers set answers = jsonb_set(answers, '{slot}', to_jsonb($2::text)) where enrolment_id = $1 and step_id = 'appointment'", [member.enrolmentId, FAR]);
    const res = await h.app.inject({ method: 'POST', url: '/member/enrolment/submit', headers: { cookie: member.cookie, 'idempotency-key': 'offered-0002' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'stale_answer', stepId: 'appointment' });
    const { rows } = await h.db.query<{ status: string }>('select status from enrolments where id = $1', [member.enrolmentId]);
    expect(rows[0].status).toBe('in_progress');
  });
});
