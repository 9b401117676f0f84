import { slotRange } from './slot-range';
import { isCalendarDay, isSaneDate, isSaneDateTime } from '../http/request-formats';
import { createHarness, US_ADULT_STEPS, type Harness } from '../../../test/support/test-harness';

const now = new Date('2026-11-21T15:00:00Z');
const iso = (range: { from: Date; to: Date }) => [range.from.toISOString().slice(0, 10), range.to.toISOString().slice(0, 10)];

describe('slotRange', () => {
  it.each<[string, { from?: string; to?: string }, string[]]>([
    ['neither end: 14 days from now', {}, ['2026-11-21', '2026-12-05']],
    ['only from', { from: '2026-12-01' }, ['2026-12-01', '2026-12-15']],
    ['only to', { to: '2026-12-31' }, ['2026-12-17', '2026-12-31']],
    ['both, 31 days', { from: '2026-12-01', to: '2027-01-01' }, ['2026-12-01', '2027-01-01']],
  ])('%s', (_name, query, expected) => {
    expect(iso(slotRange(query, now))).toEqual(expected);
  });

  it.each<[string, { from?: string; to?: string }]>([
    ['backwards', { from: '2026-12-10', to: '2026-12-01' }],
    ['empty', { from: '2026-12-10', to: '2026-12-10' }],
    ['32 days', { from: '2026-12-01', to: '2027-01-02' }],
  ])('refuses %s', (_name, query) => {
    expect(() => slotRange(query, now)).toThrow(/at most 31 days/);
  });
});

describe('request formats', () => {
  it.each(['2026-02-28', '1900-01-01', '2199-12-31', '2028-02-29'])('takes the date %s', (text) => expect(isSaneDate(text)).toBe(true));
  it.each(['0000-01-01', '9999-12-31', '2026-02-30', '2026-13-01', '2026-1-01', '', '2026-02-28T00:00:00Z'])('refuses the date %j', (text) => expect(isSaneDate(text)).toBe(false));
  // Any year a day can be written in: the years 0 to 99 are not read as 1900 to 1999 (1900 had no 29 February).
  it.each(['0000-02-29', '0004-02-29', '0001-01-01', '9999-12-31', '2028-02-29'])('%s is a calendar day', (text) => expect(isCalendarDay(text)).toBe(true));
  it.each(['0100-02-29', '2026-02-29', '2026-04-31', '2026-00-10', '+02026-01-01', '2026-01-01 '])('%j is no calendar day', (text) => expect(isCalendarDay(text)).toBe(false));
  it.each(['2026-11-21T15:00:00Z', '2026-11-21T15:00:00.123+01:00'])('takes the instant %s', (text) => expect(isSaneDateTime(text)).toBe(true));
  it.each(['9999-12-31T00:00:00Z', '2026-11-21T25:00:00Z', '2026-11-21 15:00:00Z', '2026-11-21T15:00:00'])('refuses the instant %j', (text) => expect(isSaneDateTime(text)).toBe(false));
});

describe('GET /member/enrolment/slots with hostile ranges', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  it.each([
    ['to far away without from', 'to=9999-12-31', 400],
    ['from far away', 'from=9999-12-31', 400],
    ['year zero', 'from=0000-01-01', 400],
    ['from in 2199 (a sane year, no slots)', 'from=2199-01-01', 200],
    ['to alone, near', 'to=2026-12-01', 200],
  ])('%s answers %i quickly, with the error shape', async (_name, query, status) => {
    const member = await h.start();
    for (const [stepId, answers] of US_ADULT_STEPS.slice(0, 4)) expect((await h.save(member.cookie, stepId, answers)).statusCode).toBe(200);
    const res = await h.app.inject({ method: 'GET', url: `/member/enrolment/slots?${query}`, headers: { cookie: member.cookie } });
    expect(res.statusCode).toBe(status);
    if (status === 400) expect(res.json().error.code).toEqual(expect.any(String));
  });

  it('refuses a staff id written as urn:uuid with a 400, not a 500', async () => {
    const staff = await createHarness({ staffTokens: { ops: 'x'.repeat(16) } });
    const res = await staff.app.inject({ method: 'GET', url: '/staff/enrolments/urn:uuid:00000000-0000-4000-8000-000000000001/history', headers: { authorization: `Bearer ${'x'.repeat(16)}` } });
    expect(res.statusCode).toBe(400);
    await staff.close();
  });
});
