import { createHarness, type Harness } from '../../../test/support/test-harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

// 2026-11-23 is a Monday; the seeded Move clinician for the US works 09:00–17:00 New York time.
const NINE_AM = '2026-11-23T14:00:00.000Z';
const TEN_AM = '2026-11-23T15:00:00.000Z';

const book = (cookie: string, start: string) => h.app.inject({ method: 'POST', url: '/member/enrolment/booking', headers: { cookie }, payload: { start } });
const activeBookings = async (start: string) =>
  (await h.db.query<{ enrolment_id: string }>("select enrolment_id from bookings where status = 'active' and start_at = $1", [start])).rows;

describe('slots and booking', () => {
  it("offers the unit's clinician slots in the member's market, weekdays 09:00–17:00 New York time", async () => {
    const { cookie } = await h.memberBeforeAppointment();
    const { slots } = (await h.app.inject({ url: '/member/enrolment/slots', headers: { cookie } })).json();
    expect(slots[0]).toEqual({ start: NINE_AM, end: TEN_AM });
    expect(slots).toHaveLength(10 * 8);
    const narrow = (await h.app.inject({ url: '/member/enrolment/slots?from=2026-11-24&to=2026-11-25', headers: { cookie } })).json();
    expect(narrow.slots).toHaveLength(8);
    expect((await h.app.inject({ url: '/member/enrolment/slots?from=2026-11-24&to=2027-02-25', headers: { cookie } })).statusCode).toBe(400);
  });

  it('books a slot once: the second member gets 409 slot_taken with fresh slots that no longer hold it', async () => {
    const first = await h.memberBeforeAppointment();
    const second = await h.memberBeforeAppointment();
    const won = await book(first.cookie, '2026-11-24T14:00:00.000Z');
    expect(won.statusCode).toBe(201);
    expect(won.json()).toEqual({ start: '2026-11-24T14:00:00.000Z', end: '2026-11-24T15:00:00.000Z' });
    const lost = await book(second.cookie, '2026-11-24T14:00:00.000Z');
    expect(lost.statusCode).toBe(409);
    expect(lost.json().error.code).toBe('slot_taken');
    expect(lost.json().error.slots.map((s: { start: string }) => s.start)).not.toContain('2026-11-24T14:00:00.000Z');
  });

  it('answers 100 concurrent bookings of one slot with exactly one 201', async () => {
    const members = await Promise.all(Array.from({ length: 100 }, () => h.memberBeforeAppointment()));
    const results = await Promise.all(members.map((m) => book(m.cookie, '2026-11-25T14:00:00.000Z')));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(99);
    expect(await activeBookings('2026-11-25T14:00:00.000Z')).toHaveLength(1);
  }, 120_000);

  it('frees the old slot when a member changes it, and when they choose no appointment', async () => {
    const member = await h.memberBeforeAppointment();
    expect((await h.save(member.cookie, 'appointment', { slot: '2026-11-26T14:00:00.000Z' })).statusCode).toBe(200);
    expect((await h.save(member.cookie, 'appointment', { slot: '2026-11-26T15:00:00.000Z' })).statusCode).toBe(200);
    expect(await activeBookings('2026-11-26T14:00:00.000Z')).toHaveLength(0);
    expect(await activeBookings('2026-11-26T15:00:00.000Z')).toEqual([{ enrolment_id: member.enrolmentId }]);
    const other = await h.memberBeforeAppointment();
    expect((await book(other.cookie, '2026-11-26T14:00:00.000Z')).statusCode).toBe(201);
    expect((await h.save(member.cookie, 'appointment', {})).statusCode).toBe(200);
    expect(await activeBookings('2026-11-26T15:00:00.000Z')).toHaveLength(0);
  });

  it('keeps the old booking when the new slot is taken, and refuses past or unknown times', async () => {
    const member = await h.memberBeforeAppointment();
    expect((await book(member.cookie, '2026-11-27T14:00:00.000Z')).statusCode).toBe(201);
    const rival = await h.memberBeforeAppointment();
    expect((await book(rival.cookie, '2026-11-27T15:00:00.000Z')).statusCode).toBe(201);
    expect((await book(member.cookie, '2026-11-27T15:00:00.000Z')).statusCode).toBe(409);
    expect(await activeBookings('2026-11-27T14:00:00.000Z')).toEqual([{ enrolment_id: member.enrolmentId }]);
    for (const start of ['2026-11-20T14:00:00.000Z', '2026-11-27T14:30:00.000Z', '2026-11-28T14:00:00.000Z']) {
      expect((await book(member.cookie, start)).statusCode).toBe(409);
    }
  });

  it('offers no slot to a market without clinicians', async () => {
    const member = await h.start();
    await h.save(member.cookie, 'country', { country: 'AU' });
    expect((await h.app.inject({ url: '/member/enrolment/slots', headers: { cookie: member.cookie } })).json().slots).toEqual([]);
  });
});
