import { createHarness, type Harness } from '../../../test/support/test-harness';
import { ALICE } from '../../../test/support/staff-tokens';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ staffTokens: { alice: ALICE } });
});
afterAll(() => h.close());

// 2026-11-24 is a Tuesday: 09:00 in Toronto, when the seeded Canadian clinicians work.
const TORONTO_NINE_AM = '2026-11-24T14:00:00.000Z';
const PROFILE = { firstName: 'Élise', lastName: 'Tremblay', dateOfBirth: '1988-03-14', email: 'elise@example.org', phone: '+1 514 555 0123' };
const CANADIAN: [string, Record<string, string | boolean>][] = [
  ['language', { language: 'FR' }], ['country', { country: 'CA' }], ['region', { region: 'QC' }], ['timezone', { timezone: 'America/Toronto' }],
  ['profile', PROFILE],
  ['about-you', { gender: 'female', education: 'degree', race: 'white', employment: 'full_time' }],
  ['legal', { termsConsent: true, privacyConsent: true, telehealthConsent: true, nonDiscriminationConsent: true }],
  ['research', { irbConsent: false }], ['health-network', { healthNetworkConsent: true }],
];

type StaffStep = { stepId: string; answers: { field: { name: string }; value?: unknown }[] };
const staffValues = async (enrolmentId: string) => {
  const res = await h.app.inject({ url: `/staff/enrolments/${enrolmentId}`, headers: { authorization: `Bearer ${ALICE}` } });
  expect(res.statusCode).toBe(200);
  return Object.fromEntries(res.json<{ steps: StaffStep[] }>().steps.map((s) => [s.stepId, Object.fromEntries(s.answers.filter((a) => a.value !== undefined).map((a) => [a.field.name, a.value]))]));
};
const progress = async (cookie: string) => {
  const res = await h.app.inject({ url: '/member/enrolment', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json<{ answers: Record<string, Record<string, unknown>>; drafts: Record<string, Record<string, unknown>> }>();
};
const bookings = async (enrolmentId: string) => (await h.db.query<{ status: string }>('select status from bookings where enrolment_id = $1 order by id', [enrolmentId])).rows.map((r) => r.status);

async function bookedCanadian() {
  const member = await h.start({ locale: 'fr-CA', unit: 'move' });
  for (const [stepId, answers] of CANADIAN) expect([stepId, (await h.save(member.cookie, stepId, answers)).statusCode]).toEqual([stepId, 200]);
  expect((await h.save(member.cookie, 'appointment', { slot: TORONTO_NINE_AM })).statusCode).toBe(200);
  expect(await bookings(member.enrolmentId)).toEqual(['active']);
  return member;
}

const { phone: _phone, ...KEPT } = PROFILE;

describe('a Canadian member who changes the country to France from the review', () => {
  it('keeps name, birth date and e-mail on the server, for another device and for staff; drops only the phone, region, zone and slot', async () => {
    const member = await bookedCanadian();
    expect((await h.save(member.cookie, 'country', { country: 'FR' })).statusCode).toBe(200);

    // Another device (or a reload) resumes from the server's copy: the profile is a draft holding what still holds.
    const read = await progress(member.cookie);
    expect(read.answers.profile).toBeUndefined();
    expect(read.drafts.profile).toEqual(KEPT);
    expect(read.answers.region).toBeUndefined();
    expect(read.answers.timezone).toBeUndefined();
    expect(read.answers.appointment).toBeUndefined();
    expect(read.answers['about-you']).toEqual(CANADIAN[5][1]);

    const staff = await staffValues(member.enrolmentId);
    expect(staff.profile).toEqual(KEPT);
    expect(staff.country).toEqual({ country: 'FR' });
    expect(staff.region ?? {}).toEqual({});
    expect(staff.timezone ?? {}).toEqual({});
    expect(staff.appointment ?? {}).toEqual({});
    // The Toronto booking of the Canadian market is released in the same save.
    expect(await bookings(member.enrolmentId)).toEqual(['cancelled']);
  });

  it('names the zone, then the profile (only its phone), then GDPR as the steps to answer, and enrols with the kept answers', async () => {
    const member = await bookedCanadian();
    expect((await h.save(member.cookie, 'country', { country: 'FR' })).statusCode).toBe(200);
    const submit = () => h.app.inject({ method: 'POST', url: '/member/enrolment/submit', headers: { cookie: member.cookie, 'idempotency-key': `k-${Math.random()}` } });
    expect((await submit()).json().error).toMatchObject({ code: 'incomplete', stepId: 'timezone' });
    expect((await h.save(member.cookie, 'timezone', { timezone: 'Europe/Paris' })).statusCode).toBe(200);
    const profile = (await submit()).json().error;
    expect(profile).toMatchObject({ code: 'validation_failed', stepId: 'profile', fields: [{ field: 'phone', rule: 'required' }] });
    expect((await h.save(member.cookie, 'profile', { ...KEPT, phone: '06 12 34 56 78' })).statusCode).toBe(200);
    expect((await submit()).json().error).toMatchObject({ code: 'incomplete', stepId: 'gdpr' });
    expect((await h.save(member.cookie, 'gdpr', { gdprConsent: true })).statusCode).toBe(200);
    expect((await h.save(member.cookie, 'appointment', {})).statusCode).toBe(200);
    expect((await submit()).statusCode).toBe(200);
    expect((await staffValues(member.enrolmentId)).profile).toEqual({ ...KEPT, phone: '+33612345678' });
  });

  it('keeps everything when the country is saved unchanged, and only loses the phone over two changes in a row', async () => {
    const member = await bookedCanadian();
    expect((await h.save(member.cookie, 'country', { country: 'CA' })).statusCode).toBe(200);
    expect(await bookings(member.enrolmentId)).toEqual(['active']);
    expect((await progress(member.cookie)).answers.profile).toEqual({ ...PROFILE, phone: '+15145550123' });
    // Two changes in a row, then the stored answers as staff read them: nothing beyond the phone is ever lost.
    expect((await h.save(member.cookie, 'country', { country: 'FR' })).statusCode).toBe(200);
    expect((await h.save(member.cookie, 'country', { country: 'DE' })).statusCode).toBe(200);
    expect((await staffValues(member.enrolmentId)).profile).toEqual(KEPT);
  });
});
