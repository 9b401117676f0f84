import { createHarness, type Harness } from '../../../test/support/test-harness';
import { SESSION_COOKIE } from '../enrolment/session';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ captureLogs: true });
});
afterAll(() => h.close());

const FORM = { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://onboarding.test', 'sec-fetch-site': 'same-origin' };
// A header given as undefined is left out.
const post = (payload: string, headers: Record<string, string | undefined> = {}) =>
  h.app.inject({ method: 'POST', url: '/member/first-step', headers: Object.fromEntries(Object.entries({ host: 'onboarding.test', ...FORM, ...headers }).filter((pair): pair is [string, string] => pair[1] !== undefined)), payload });

type Row = { id: string; locale: string; presets: Record<string, string> };
const enrolments = async () => (await h.db.query<Row>('select id, locale, presets from enrolments order by created_at')).rows;
const savedSteps = async (id: string) =>
  Object.fromEntries((await h.db.query<{ step_id: string; answers: unknown }>('select step_id, answers from step_answers where enrolment_id = $1', [id])).rows.map((row) => [row.step_id, row.answers]));
const newRows = async (before: Row[]) => (await enrolments()).filter((row) => !before.some((old) => old.id === row.id));
const cookieOf = (res: { cookies: { name: string; value: string }[] }) => res.cookies.find((c) => c.name === SESSION_COOKIE)?.value;

describe('POST /member/first-step (the first step submitted by the browser itself)', () => {
  it('starts the enrolment in the carried language with the presets, saves the answer and sends the member to the next step without it', async () => {
    const before = await enrolments();
    const res = await post('root_unit=move&continue=unit&lang=pt-PT&ref=referral');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/v3/dist/language?lang=pt-PT&ref=referral');
    expect(res.cookies.map((c) => c.name).sort()).toEqual(['onb_session', SESSION_COOKIE]);
    const rows = await newRows(before);
    expect(rows).toEqual([expect.objectContaining({ locale: 'pt-PT', presets: { ref: 'referral' } })]);
    expect(await savedSteps(rows[0]?.id ?? '')).toEqual({ unit: { unit: 'move' } });
  });

  it('keeps a unit preset from the link and saves the language step of that unit', async () => {
    const before = await enrolments();
    const res = await post('root_language=ES&continue=language&lang=es-US&unit=move');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/v3/dist/country?lang=es-US&unit=move');
    const rows = await newRows(before);
    expect(rows).toEqual([expect.objectContaining({ locale: 'es-US', presets: { unit: 'move' } })]);
    expect(await savedSteps(rows[0]?.id ?? '')).toEqual({ language: { language: 'ES' } });
  });

  it('repeated with the session it set: one enrolment, the answer replaced, the same cookie kept', async () => {
    const before = await enrolments();
    const first = await post('root_unit=move&continue=unit&lang=en-US');
    const cookie = `${SESSION_COOKIE}=${cookieOf(first) ?? ''}`;
    const again = await post('root_unit=move&continue=unit&lang=en-US', { cookie });
    const changed = await post('root_unit=bloom&continue=unit&lang=en-US', { cookie });
    expect([first.statusCode, again.statusCode, changed.statusCode]).toEqual([303, 303, 303]);
    expect(cookieOf(again)).toBeUndefined();
    const rows = await newRows(before);
    expect(rows).toHaveLength(1);
    expect(await savedSteps(rows[0]?.id ?? '')).toEqual({ unit: { unit: 'bloom' } });
  });

  it.each([
    ['nothing chosen', 'continue=unit&lang=fr-CA'],
    ['a value that is not an option', `root_unit=${encodeURIComponent('<script>alert(1)</script>')}&continue=unit&lang=fr-CA`],
    ['a huge value', `root_unit=${'x'.repeat(10_000)}&continue=unit&lang=fr-CA`],
    ['malformed percent-encoding', 'root_unit=%E0%A4%A&continue=unit&lang=fr-CA'],
    ['a step that does not exist', 'root_unit=move&continue=nowhere&lang=fr-CA'],
  ])('refuses %s: back to the first step\'s page marked to show its error, no answer in the address, no session, nothing saved', async (_label, payload) => {
    const before = await enrolments();
    const res = await post(payload);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/^\/v3\/dist\/\?lang=fr-CA&continue=[a-z]+$/);
    expect(res.cookies).toEqual([]);
    const rows = await newRows(before);
    for (const row of rows) expect(await savedSteps(row.id)).toEqual({});
  });

  it.each([
    ['another site\'s Origin', { origin: 'https://evil.example' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['a same-site subdomain', { 'sec-fetch-site': 'same-site' }],
    ['a malformed Origin', { origin: 'not a url' }],
    ['a null Origin without Sec-Fetch-Site (a sandboxed frame)', { origin: 'null', 'sec-fetch-site': undefined }],
  ])('refuses %s with 403 before starting anything', async (_label, headers) => {
    const before = await enrolments();
    const res = await post('root_unit=move&continue=unit&lang=en-US', headers);
    expect(res.statusCode).toBe(403);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('cross_origin');
    expect(await newRows(before)).toEqual([]);
  });

  it.each([
    ['JSON', { 'content-type': 'application/json' }, JSON.stringify({ root_unit: 'move', continue: 'unit' }), 415],
    ['multipart', { 'content-type': 'multipart/form-data; boundary=x' }, '--x--', 415],
    ['a body over the limit', {}, `root_unit=move&continue=unit&pad=${'x'.repeat(20_000)}`, 413],
    ['a control character', {}, 'root_unit=mo%00ve&continue=unit', 400],
    ['a language that is not one of the list', {}, 'root_unit=move&continue=unit&lang=xx-YY', 400],
    ['an odd field name', {}, 'root_unit=move&continue=unit&__proto__=x', 400],
  ])('refuses %s without starting anything', async (_label, headers, payload, status) => {
    const before = await enrolments();
    const res = await post(payload, headers);
    expect(res.statusCode).toBe(status);
    expect(await newRows(before)).toEqual([]);
  });

  it('takes the null Origin a browser sends under the page\'s no-referrer policy when Sec-Fetch-Site says same-origin', async () => {
    const res = await post('root_unit=mind&continue=unit&lang=en-US', { origin: 'null' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/v3/dist/language?lang=en-US');
  });

  it('keeps the answer out of every log line', async () => {
    await post('root_unit=thrive&continue=unit&lang=en-GB');
    expect(h.logs.filter((line) => line.includes('thrive'))).toEqual([]);
  });
});
