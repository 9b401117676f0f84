import { createHarness, type Harness } from '../../../test/support/test-harness';
import { HOLD_LIMITS } from '../limits/hold-limits';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

// The harness clock starts on Saturday 2026-11-21; the seeded Move/US clinician works weekdays 09:00–17:00
// New York time, so the 14-day horizon holds 10 × 8 = 80 slots, the same 80 however far the clock moves today.
const ALL_SLOTS = 80;
const later = (seconds: number) => {
  h.clock.now = new Date(h.clock.now.getTime() + seconds * 1000);
};
const slotsOf = async (cookie: string) => (await h.app.inject({ url: '/member/enrolment/slots', headers: { cookie } })).json<{ slots: { start: string }[] }>().slots.map((s) => s.start);
// Each member books from an address of their own, so no address reaches its share of holds (slot-hoarding.test.ts).
let members = 0;
const addressOf = new Map<string, string>();
const book = (cookie: string, start: string) =>
  h.app.inject({ method: 'POST', url: '/member/enrolment/booking', headers: { cookie }, payload: { start }, remoteAddress: addressOf.get(cookie) ?? '127.0.0.1' });
const submit = (cookie: string) => h.app.inject({ method: 'POST', url: '/member/enrolment/submit', headers: { cookie, 'idempotency-key': `holds-${cookie.slice(-12)}` } });
const activeHolders = async (start: string) =>
  (await h.db.query<{ enrolment_id: string }>("select enrolment_id from bookings where status = 'active' and start_at = $1", [start])).rows.map((r) => r.enrolment_id);

/** What a hoarding script does: start, answer just enough to have a unit and market, book. */
async function bareEnrolment() {
  const member = await h.start({ locale: 'en-US', unit: 'move' });
  members += 1;
  addressOf.set(member.cookie, `10.${members >> 8}.${members & 255}.1`);
  for (const [stepId, answers] of [['language', { language: 'EN' }], ['country', { country: 'US' }]] as const) {
    const res = await h.save(member.cookie, stepId, answers);
    if (res.statusCode !== 200) throw new Error(`${stepId}: ${res.statusCode} ${res.body}`);
  }
  return member;
}

describe('a booking before submit is a hold', () => {
  it('frees every slot 80 bare enrolments took once their holds reach their lifetime, for new members to book', async () => {
    const first = await bareEnrolment();
    const free = await slotsOf(first.cookie);
    expect(free).toHaveLength(ALL_SLOTS);
    const hoarders = [first, ...(await Promise.all(Array.from({ length: ALL_SLOTS - 1 }, () => bareEnrolment())))];
    for (const [i, hoarder] of hoarders.entries()) expect((await book(hoarder.cookie, free[i])).statusCode).toBe(201);
    const blocked = await bareEnrolment();
    expect(await slotsOf(blocked.cookie)).toEqual([]);

    later(HOLD_LIMITS.lifetimeSeconds + 1);
    const newcomers = await Promise.all(Array.from({ length: ALL_SLOTS }, () => bareEnrolment()));
    expect(await slotsOf(newcomers[0].cookie)).toEqual(free);
    const results = await Promise.all(newcomers.map((m, i) => book(m.cookie, free[i])));
    expect(results.map((r) => r.statusCode)).toEqual(Array(ALL_SLOTS).fill(201));
    expect(await slotsOf((await bareEnrolment()).cookie)).toEqual([]);
    for (const [i, start] of free.entries()) expect(await activeHolders(start)).toEqual([newcomers[i].enrolmentId]);
    later(HOLD_LIMITS.lifetimeSeconds + 1); // leave these holds expired for the tests below
  }, 120_000);

  it("keeps a member's hold up to the last second of its lifetime", async () => {
    const member = await bareEnrolment();
    const [start] = await slotsOf(member.cookie);
    expect((await book(member.cookie, start)).statusCode).toBe(201);
    later(HOLD_LIMITS.lifetimeSeconds); // exactly the lifetime: the hold is still alive
    const rival = await bareEnrolment();
    expect(await slotsOf(rival.cookie)).not.toContain(start);
    expect((await book(rival.cookie, start)).statusCode).toBe(409);
    expect(await activeHolders(start)).toEqual([member.enrolmentId]);
    later(1);
  });

  it('releases the hold at logout', async () => {
    const member = await bareEnrolment();
    const [start] = await slotsOf(member.cookie);
    expect((await book(member.cookie, start)).statusCode).toBe(201);
    const rival = await bareEnrolment();
    expect(await slotsOf(rival.cookie)).not.toContain(start);
    expect((await h.app.inject({ method: 'POST', url: '/member/enrolment/logout', headers: { cookie: member.cookie } })).statusCode).toBe(204);
    expect(await slotsOf(rival.cookie)).toContain(start);
    expect((await book(rival.cookie, start)).statusCode).toBe(201);
  });

  it('confirms the booking at submit: it survives any later clock move', async () => {
    const member = await h.memberBeforeAppointment();
    const [start] = await slotsOf(member.cookie);
    expect((await h.save(member.cookie, 'appointment', { slot: start })).statusCode).toBe(200);
    expect((await submit(member.cookie)).statusCode).toBe(200);
    for (const step of [HOLD_LIMITS.lifetimeSeconds + 1, 6 * 3600, 20 * 3600]) {
      later(step);
      const rival = await bareEnrolment();
      expect(await slotsOf(rival.cookie)).not.toContain(start);
      expect((await book(rival.cookie, start)).statusCode).toBe(409);
      expect(await activeHolders(start)).toEqual([member.enrolmentId]);
    }
  });

  it('lets exactly one of two members racing for a slot whose hold just expired win it', async () => {
    const holders = await Promise.all(Array.from({ length: 10 }, () => bareEnrolment()));
    const starts = (await slotsOf(holders[0].cookie)).slice(0, holders.length);
    for (const [i, holder] of holders.entries()) expect((await book(holder.cookie, starts[i])).statusCode).toBe(201);
    later(HOLD_LIMITS.lifetimeSeconds + 1);
    const racers = await Promise.all(Array.from({ length: 2 * starts.length }, () => bareEnrolment()));
    const results = await Promise.all(racers.map((racer, i) => book(racer.cookie, starts[i % starts.length])));
    for (const [i, start] of starts.entries()) {
      const pair = [results[i], results[i + starts.length]].map((r) => r.statusCode).sort();
      expect(pair).toEqual([201, 409]);
      const holder = await activeHolders(start);
      expect(holder).toHaveLength(1);
      expect([racers[i].enrolmentId, racers[i + starts.length].enrolmentId]).toContain(holder[0]);
    }
  });
});
