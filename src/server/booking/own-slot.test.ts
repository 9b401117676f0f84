import { createHarness, type Harness } from '../../../test/support/test-harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

// 2026-11-23 is a Monday; the seeded Move clinician for the US works 09:00–17:00 New York time.
const ELEVEN = { start: '2026-11-23T16:00:00.000Z', end: '2026-11-23T17:00:00.000Z' };
const slotsOf = async (cookie: string, query = '') => (await h.app.inject({ url: `/member/enrolment/slots${query}`, headers: { cookie } })).json<{ slots: { start: string; end: string }[] }>().slots;

describe("the member's own booking in their slot list", () => {
  it('stays in the list, in order, for the member who booked it, and only for them', async () => {
    const member = await h.memberBeforeAppointment();
    const other = await h.memberBeforeAppointment();
    expect(await slotsOf(member.cookie)).toContainEqual(ELEVEN);
    expect((await h.save(member.cookie, 'appointment', { slot: ELEVEN.start })).statusCode).toBe(200);
    const own = await slotsOf(member.cookie);
    expect(own).toContainEqual(ELEVEN);
    expect(own.map((s) => s.start)).toEqual([...own.map((s) => s.start)].sort());
    expect(new Set(own.map((s) => s.start)).size).toBe(own.length);
    expect(await slotsOf(other.cookie)).not.toContainEqual(ELEVEN);
  });

  it('respects the asked range and drops the booking once cancelled', async () => {
    const member = await h.memberBeforeAppointment();
    await h.save(member.cookie, 'appointment', { slot: '2026-11-24T16:00:00.000Z' });
    expect((await slotsOf(member.cookie, '?from=2026-11-25&to=2026-11-26')).map((s) => s.start)).not.toContain('2026-11-24T16:00:00.000Z');
    expect((await slotsOf(member.cookie, '?from=2026-11-24&to=2026-11-25')).map((s) => s.start)).toContain('2026-11-24T16:00:00.000Z');
    await h.save(member.cookie, 'appointment', {});
    const other = await h.memberBeforeAppointment();
    expect((await slotsOf(other.cookie)).map((s) => s.start)).toContain('2026-11-24T16:00:00.000Z');
  });
});
