import { unsafeTextAt } from './text-guard';
import { createHarness, US_ADULT_STEPS, type Harness } from '../../test/support/test-harness';

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
