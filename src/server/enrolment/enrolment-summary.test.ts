import { createHarness, type Harness } from '../../../test/support/test-harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

// 2026-11-23 is a Monday; the seeded Move clinician for the US works 09:00–17:00 New York time.
const TEN_AM = { start: '2026-11-23T15:00:00.000Z', end: '2026-11-23T16:00:00.000Z' };
const summary = (cookie?: string) => h.app.inject({ method: 'GET', url: '/member/enrolment', headers: cookie ? { cookie } : {} });
const submit = (cookie: string) => h.app.inject({ method: 'POST', url: '/member/enrolment/submit', headers: { cookie, 'idempotency-key': `key-${Math.random().toString(36).slice(2)}` } });

describe('GET /member/enrolment: the member\'s own enrolment summary', () => {
  it('says in_progress with no state or links before submit, and the own booking once booked', async () => {
    const member = await h.memberBeforeAppointment();
    const before = await summary(member.cookie);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      status: 'in_progress', appointment: null, timezone: 'America/New_York', flags: expect.objectContaining({ showHipaaConsent: true }),
      // While open, the server's answers are what the page resumes from.
      enrolmentId: member.enrolmentId, flowHash: expect.any(String), flowVersion: expect.any(String), presets: { unit: 'move' }, answers: expect.objectContaining({ country: { country: 'US' } }), drafts: {}, saveSequence: 0,
    });
    expect((await h.save(member.cookie, 'appointment', { slot: TEN_AM.start })).statusCode).toBe(200);
    expect((await summary(member.cookie)).json()).toMatchObject({ status: 'in_progress', appointment: TEN_AM, timezone: 'America/New_York', flags: expect.objectContaining({ showHipaaConsent: true }) });
  });

  it('answers a submitted member with the state, destinations, appointment and zone, and nothing else of the answers', async () => {
    const member = await h.memberBeforeAppointment();
    await h.save(member.cookie, 'appointment', { slot: '2026-11-23T16:00:00.000Z' });
    const submitted = await submit(member.cookie);
    expect(submitted.statusCode).toBe(200);
    const booked = { start: '2026-11-23T16:00:00.000Z', end: '2026-11-23T17:00:00.000Z' };
    expect(submitted.json()).toMatchObject({ patientState: 'enrolled_300', appointment: booked, timezone: 'America/New_York' });
    const res = await summary(member.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ status: 'submitted', patientState: 'enrolled_300', destinations: submitted.json().destinations, appointment: booked, timezone: 'America/New_York' , flags: expect.objectContaining({ showHipaaConsent: true }) });
    expect(body.destinations.length).toBeGreaterThan(0);
    for (const personal of ['Ana', 'Silva', 'ana@example.org', '1990-04-02', '0100']) expect(res.body).not.toContain(personal);
  });

  it('says appointment null when the member chose no appointment', async () => {
    const member = await h.memberBeforeAppointment();
    await h.save(member.cookie, 'appointment', {});
    const submitted = await submit(member.cookie);
    expect(submitted.json()).toMatchObject({ appointment: null, timezone: 'America/New_York' });
    expect((await summary(member.cookie)).json()).toMatchObject({ status: 'submitted', appointment: null });
  });

  it('keeps a submitted summary readable after the 1800 s idle limit, but not an enrolment in progress', async () => {
    const done = await h.memberBeforeAppointment();
    await h.save(done.cookie, 'appointment', {});
    expect((await submit(done.cookie)).statusCode).toBe(200);
    const open = await h.memberBeforeAppointment();
    const started = h.clock.now;
    try {
      h.clock.now = new Date(started.getTime() + 1801_000);
      const late = await summary(done.cookie);
      expect(late.statusCode).toBe(200);
      expect(late.json().status).toBe('submitted');
      const expired = await summary(open.cookie);
      expect(expired.statusCode).toBe(401);
      expect(expired.json().error.code).toBe('session_expired');
      // Reading the summary never revives the idle session for anything else.
      expect((await h.save(done.cookie, 'appointment', {})).json().error.code).toBe('session_expired');
    } finally {
      h.clock.now = started;
    }
  });

  it('refuses without a session, with a forged cookie, and after logout', async () => {
    expect((await summary()).json().error.code).toBe('no_session');
    expect((await summary('onb_sid=forged-token')).statusCode).toBe(401);
    expect((await summary('onb_sid=%00%27;drop table enrolments')).statusCode).toBe(401);
    const member = await h.memberBeforeAppointment();
    await h.app.inject({ method: 'POST', url: '/member/enrolment/logout', headers: { cookie: member.cookie } });
    const after = await summary(member.cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('no_session');
  });

  it('is in the OpenAPI document with a response schema', async () => {
    const doc = (await h.app.inject('/member/openapi.json')).json();
    expect(doc.paths['/member/enrolment'].get.responses['200']).toBeDefined();
  });
});
