import { unsafeTextAt } from './text-guard';
import { createHarness, US_ADULT_STEPS, type Harness } from '../../../test/support/test-harness';

describe('unsafeTextAt', () => {
  it.each<[string, unknown, string | undefined]>([
    ['plain text, accents and emoji', { a: 'Zoé 😀', b: ['x', { c: 'Łódź' }] }, undefined],
    ['tab and new lines in free text', { text: 'line 1\n\tline 2\r\n' }, undefined],
    ['NUL', { answers: { firstName: 'Ana\u0000' } }, '/answers/firstName'],
    ['a lone high surrogate', { answers: { lastName: 'x\ud800' } }, '/answers/lastName'],
    ['a lone low surrogate in an array', { list: ['ok', '\udc00'] }, '/list/1'],
    ['DEL and C1 controls', { a: 'x\u007f' }, '/a'],
    ['a control character in a key', { 'a\u0001': 'x' }, '/(key)'],
    ['a bare string', 'x\u0007', '/'],
  ])('%s', (_name, value, expected) => {
    expect(unsafeTextAt(value)).toBe(expected);
  });
});

describe('every route refuses broken text with a 400 naming the field', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  it.each(['Ana\u0000', 'Ana\ud800', '\u001bAna'])('a name %j is refused and nothing is stored', async (firstName) => {
    const member = await h.start();
    for (const [stepId, answers] of US_ADULT_STEPS.slice(0, 4)) expect((await h.save(member.cookie, stepId, answers)).statusCode).toBe(200);
    const profile = { ...Object.fromEntries(US_ADULT_STEPS)['profile'], firstName };
    const res = await h.save(member.cookie, 'profile', profile);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_text', pointer: 'body/answers/firstName', fields: [{ field: 'firstName', rule: 'invalid_text' }] });
    const { rows } = await h.db.query("select 1 from step_answers where enrolment_id = $1 and step_id = 'profile'", [member.enrolmentId]);
    expect(rows).toEqual([]);
  });

  it('refuses broken text in a query string and in a path parameter', async () => {
    const member = await h.start();
    const query = await h.app.inject({ method: 'GET', url: '/member/enrolment/slots?from=2026-11-22%00', headers: { cookie: member.cookie } });
    expect(query.statusCode).toBe(400);
    const path = await h.app.inject({ method: 'PUT', url: '/member/enrolment/steps/pro%01file', headers: { cookie: member.cookie }, payload: { answers: {} } });
    expect(path.statusCode).toBe(400);
  });
});

describe('names are stored without invisible formatting characters', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());
  const profile = Object.fromEntries(US_ADULT_STEPS)['profile'];
  const stored = async (enrolmentId: string) =>
    (await h.db.query<{ answers: Record<string, string> }>("select answers from step_answers where enrolment_id = $1 and step_id = 'profile'", [enrolmentId])).rows[0]?.answers;

  it.each([
    ['a right-to-left override', 'Ana\u202Egro', 'Silva', 'Anagro', 'Silva'],
    ['isolates and marks', '\u2067Ana\u2069', 'Sil\u200Fva', 'Ana', 'Silva'],
    ['zero-width characters and a byte order mark', 'A\u200Bna', '\uFEFFSil\u200Dva\u2060', 'Ana', 'Silva'],
  ])('strips %s from first and last name', async (_name, firstName, lastName, first, last) => {
    const member = await h.start();
    for (const [stepId, answers] of US_ADULT_STEPS.slice(0, 4)) expect((await h.save(member.cookie, stepId, answers)).statusCode).toBe(200);
    expect(await stored(member.enrolmentId)).toBeUndefined();
    expect((await h.save(member.cookie, 'profile', { ...profile, firstName, lastName })).statusCode).toBe(200);
    expect(await stored(member.enrolmentId)).toMatchObject({ firstName: first, lastName: last });
  });

  it('refuses a name made only of invisible characters as missing', async () => {
    const member = await h.start();
    for (const [stepId, answers] of US_ADULT_STEPS.slice(0, 4)) expect((await h.save(member.cookie, stepId, answers)).statusCode).toBe(200);
    const res = await h.save(member.cookie, 'profile', { ...profile, firstName: '\u200B\u202E\u200B' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual([expect.objectContaining({ field: 'firstName' })]);
    expect(await stored(member.enrolmentId)).toBeUndefined();
  });

  it('leaves other answers as sent', async () => {
    const member = await h.start();
    for (const [stepId, answers] of US_ADULT_STEPS.slice(0, 4)) expect((await h.save(member.cookie, stepId, answers)).statusCode).toBe(200);
    expect((await h.save(member.cookie, 'profile', { ...profile, email: 'ana@example.org' })).statusCode).toBe(200);
    expect(await stored(member.enrolmentId)).toMatchObject({ firstName: 'Ana', email: 'ana@example.org' });
  });
});
