import { createHarness, type Harness } from '../../../test/support/test-harness';

// The server refuses what the browser refuses, with the same rule names (checkCustomRules runs on both sides),
// and stores answers as the browser would save them: trimmed, blank dropped, phones in E.164.
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

const PROFILE = { firstName: 'Ana', lastName: 'Silva', dateOfBirth: '1990-04-02', email: 'ana@example.org', phone: '(212) 555-0123' };

async function memberIn(country: string, region: string, timezone: string) {
  const member = await h.start();
  for (const [stepId, answers] of [['language', { language: 'EN' }], ['country', { country }], ['region', { region }], ['timezone', { timezone }]] as const) {
    const res = await h.save(member.cookie, stepId, answers);
    if (res.statusCode !== 200) throw new Error(`${stepId}: ${res.statusCode} ${res.body}`);
  }
  return member;
}

const storedProfile = async (enrolmentId: string) =>
  (await h.db.query<{ answers: Record<string, unknown> }>("select answers from step_answers where enrolment_id = $1 and step_id = 'profile'", [enrolmentId])).rows[0]?.answers;

describe('the server validates as the browser does', () => {
  it.each([
    ['an empty first name', { firstName: '' }, 'firstName', 'required'],
    ['a blank last name', { lastName: ' ' }, 'lastName', 'required'],
    ['an invisible first name', { firstName: '\u200b\u00a0\t' }, 'firstName', 'required'],
    ['a blank phone', { phone: '   ' }, 'phone', 'required'],
    ['words for a phone', { phone: 'call me' }, 'phone', 'phoneOf'],
    ['a number with no such area code', { phone: '+1 555 010 0100' }, 'phone', 'phoneOf'],
    ["another country's phone", { phone: '+44 20 7946 0018' }, 'phone', 'phoneOf'],
    ['a birth date tomorrow', { dateOfBirth: '2026-11-22' }, 'dateOfBirth', 'noFutureDate'],
    ['a birth date in 2999', { dateOfBirth: '2999-01-01' }, 'dateOfBirth', 'noFutureDate'],
  ])('refuses %s naming the field and rule', async (_name, change, field, rule) => {
    const { cookie, enrolmentId } = await memberIn('US', 'NY', 'America/New_York');
    const res = await h.save(cookie, 'profile', { ...PROFILE, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { code: string; fields: unknown[] } }>().error).toEqual({ code: 'validation_failed', message: expect.any(String), fields: [{ field, rule }] });
    expect(await storedProfile(enrolmentId)).toBeUndefined();
  });

  it('a future birth date gets its own rule only, not an age rule', async () => {
    const { cookie } = await memberIn('US', 'NY', 'America/New_York');
    const res = await h.save(cookie, 'profile', { ...PROFILE, dateOfBirth: '2030-01-01' });
    expect(res.json<{ error: { fields: { rule: string }[] } }>().error.fields.map((f) => f.rule)).toEqual(['noFutureDate']);
  });

  it('stores names trimmed and the phone in E.164', async () => {
    const { cookie, enrolmentId } = await memberIn('US', 'NY', 'America/New_York');
    expect(await storedProfile(enrolmentId)).toBeUndefined();
    const res = await h.save(cookie, 'profile', { ...PROFILE, firstName: '  Ana\u200b ', lastName: '\tSilva ', phone: ' (212) 555-0123 ' });
    expect(res.statusCode).toBe(200);
    expect(await storedProfile(enrolmentId)).toEqual({ firstName: 'Ana', lastName: 'Silva', dateOfBirth: '1990-04-02', email: 'ana@example.org', phone: '+12125550123' });
  });

  it('reads a phone against the chosen country: a UK nation dials as GB', async () => {
    const { cookie, enrolmentId } = await memberIn('GB-SCT', 'EDH', 'Europe/London');
    const refused = await h.save(cookie, 'profile', { ...PROFILE, phone: '(212) 555-0123' });
    expect(refused.json<{ error: { fields: unknown[] } }>().error.fields).toEqual([{ field: 'phone', rule: 'phoneOf' }]);
    expect((await h.save(cookie, 'profile', { ...PROFILE, phone: '07911 123456' })).statusCode).toBe(200);
    expect((await storedProfile(enrolmentId))?.phone).toBe('+447911123456');
  });
});
