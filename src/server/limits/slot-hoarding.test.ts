import { createHarness, type Harness } from '../../../test/support/test-harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

// The harness clock starts on Saturday 2026-11-21; the seeded Move/US clinician works weekdays 09:00–17:00
// New York time: 80 slots in the 14-day horizon.
const ALL_SLOTS = 80;
const HOARDER = '203.0.113.7';
const later = (seconds: number) => {
  h.clock.now = new Date(h.clock.now.getTime() + seconds * 1000);
};
const inject = (address: string, cookie: string, options: { method?: 'GET' | 'POST'; url: string; payload?: object }) =>
  h.app.inject({ ...options, remoteAddress: address, headers: { cookie } });
const slotsOf = async (cookie: string, address = '198.51.100.1') =>
  (await inject(address, cookie, { url: '/member/enrolment/slots' })).json<{ slots: { start: string }[] }>().slots.map((s) => s.start);
const book = (address: string, cookie: string, start: string) => inject(address, cookie, { method: 'POST', url: '/member/enrolment/booking', payload: { start } });
const liveHolds = async () =>
  Number((await h.db.query<{ n: number }>("select count(*)::int as n from bookings where status = 'active' and held_until >= $1", [h.clock.now.toISOString()])).rows[0].n);

/** What a hoarding script does from `address`: start, answer just enough to have a unit and market. */
async function bareEnrolment(address: string) {
  const res = await h.app.inject({ method: 'POST', url: '/member/enrolments', payload: { locale: 'en-US', unit: 'move' }, remoteAddress: address });
  const cookie = `onb_sid=${res.cookies.find((c) => c.name === 'onb_sid')?.value ?? ''}`;
  for (const [url, answers] of [['language', { language: 'EN' }], ['country', { country: 'US' }]] as const) {
    const saved = await h.app.inject({ method: 'PUT', url: `/member/enrolment/steps/${url}`, payload: { answers }, headers: { cookie }, remoteAddress: address });
    if (saved.statusCode !== 200) throw new Error(`${url}: ${saved.statusCode} ${saved.body}`);
  }
  return cookie;
}

describe('slots cannot be hoarded from one address', () => {
  it('holds at most 30 slots for one address; the rest stay offered to everyone else, and the refusal is a 429 with the error shape', async () => {
    expect(await liveHolds()).toBe(0);
    const free = await slotsOf(await bareEnrolment('198.51.100.1'));
    expect(free).toHaveLength(ALL_SLOTS);
    const hoarders = await Promise.all(Array.from({ length: ALL_SLOTS }, () => bareEnrolment(HOARDER)));
    const results = [];
    for (const [i, cookie] of hoarders.entries()) results.push(await book(HOARDER, cookie, free[i]));
    expect(results.slice(0, 30).map((r) => r.statusCode)).toEqual(Array(30).fill(201));
    expect(results.slice(30).map((r) => r.statusCode)).toEqual(Array(ALL_SLOTS - 30).fill(429));
    const refused = results[30];
    expect(refused.json()).toEqual({ error: { code: 'too_many_holds', message: expect.stringMatching(/30 .*held from this address/) } });
    expect(Number(refused.headers['retry-after'])).toBe(900);
    expect(await liveHolds()).toBe(30);
    const member = await bareEnrolment('198.51.100.2');
    expect(await slotsOf(member)).toEqual(free.slice(30));
    expect((await book('198.51.100.2', member, free[30])).statusCode).toBe(201);
    // A step save that books counts the same way.
    const saved = await inject(HOARDER, hoarders[31], { method: 'POST', url: '/member/enrolment/booking', payload: { start: free[40] } });
    expect(saved.statusCode).toBe(429);
    // A hoarder replacing its own hold with another slot is not a new hold.
    expect((await book(HOARDER, hoarders[0], free[50])).statusCode).toBe(201);
    expect(await liveHolds()).toBe(31);
    later(15 * 60 + 1);
  }, 120_000);

  it('counts every address of one IPv6 /64 together, and IPv4-mapped addresses as IPv4', async () => {
    const free = await slotsOf(await bareEnrolment('198.51.100.1'));
    const cookies = await Promise.all(Array.from({ length: 31 }, (_, i) => bareEnrolment(`2001:db8:0:7::${(i + 1).toString(16)}`)));
    for (const [i, cookie] of cookies.slice(0, 30).entries()) expect((await book(`2001:db8:0:7::${(i + 1).toString(16)}`, cookie, free[i])).statusCode).toBe(201);
    expect((await book('2001:db8:0:7:ffff:ffff:ffff:ffff', cookies[30], free[30])).statusCode).toBe(429);
    expect((await book('2001:db8:0:8::1', cookies[30], free[30])).statusCode).toBe(201);
    later(15 * 60 + 1);
    const mapped = await Promise.all(Array.from({ length: 31 }, () => bareEnrolment('192.0.2.9')));
    for (const [i, cookie] of mapped.slice(0, 30).entries()) expect((await book(i % 2 ? '192.0.2.9' : '::ffff:192.0.2.9', cookie, free[i])).statusCode).toBe(201);
    expect((await book('::ffff:c000:209', mapped[30], free[30])).statusCode).toBe(429);
    later(15 * 60 + 1);
  }, 60_000);

  it('ends a hold 15 minutes after it was made however active the member stays; a submit after that still confirms a slot nobody took', async () => {
    const member = await bareEnrolment('198.51.100.3');
    const [start] = await slotsOf(member);
    expect((await book('198.51.100.3', member, start)).statusCode).toBe(201);
    const rival = await bareEnrolment('198.51.100.4');
    for (let minute = 0; minute < 14; minute += 2) {
      later(120);
      expect(await slotsOf(member, '198.51.100.3')).toContain(start); // activity, and their own hold stays in their list
      expect(await slotsOf(rival, '198.51.100.4')).not.toContain(start);
    }
    later(15 * 60 - 14 * 60 - 1);
    expect(await slotsOf(rival, '198.51.100.4')).not.toContain(start);
    later(2);
    expect(await slotsOf(rival, '198.51.100.4')).toContain(start);
    expect((await book('198.51.100.4', rival, start)).statusCode).toBe(201);
    expect((await book('198.51.100.3', member, start)).statusCode).toBe(409);
  });
});
