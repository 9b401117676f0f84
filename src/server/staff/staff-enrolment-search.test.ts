import type { LightMyRequestResponse } from 'fastify';
import { createHarness, type Harness } from '../../../test/support/test-harness';
import { ALICE } from '../../../test/support/staff-tokens';

const auth = { authorization: `Bearer ${ALICE}`, 'x-staff-request': '1' };
let h: Harness;

interface Profile { firstName: string; lastName: string; dateOfBirth: string; email: string; phone: string }
const PEOPLE: Profile[] = [
  { firstName: 'Ana', lastName: 'Silva', dateOfBirth: '1990-04-02', email: 'ana.silva@example.org', phone: '+1 212 555 0100' },
  { firstName: 'Bruno', lastName: 'Costa', dateOfBirth: '1985-12-25', email: 'bruno@example.net', phone: '+1 415 555 0199' },
  { firstName: 'Chloé', lastName: 'Tremblay', dateOfBirth: '2001-07-14', email: 'chloe_t@example.ca', phone: '+1 646 555 0142' },
  { firstName: 'Dan', lastName: "O'Brien", dateOfBirth: '1979-02-03', email: 'dan100%@example.com', phone: '+1 718 555 0177' },
];
const ids: Record<string, string> = {};

async function member(profile: Profile): Promise<string> {
  const started = await h.start({ locale: 'en-US', unit: 'move' });
  const steps: [string, object][] = [
    ['language', { language: 'EN' }], ['country', { country: 'US' }], ['region', { region: 'NY' }], ['timezone', { timezone: 'America/New_York' }], ['profile', profile],
  ];
  for (const [stepId, answers] of steps) {
    const res = await h.save(started.cookie, stepId, answers);
    if (res.statusCode !== 200) throw new Error(`${stepId}: ${res.statusCode} ${res.body}`);
  }
  return started.enrolmentId;
}

beforeAll(async () => {
  h = await createHarness({ staffTokens: { alice: ALICE }, captureLogs: true });
  for (const person of PEOPLE) ids[person.firstName] = await member(person);
});
afterAll(() => h.close());

const search = (body: object) => h.app.inject({ method: 'POST', url: '/staff/enrolments/search', headers: auth, payload: { locale: 'en-US', ...body } });
const firstNames = (res: LightMyRequestResponse) => {
  if (res.statusCode !== 200) throw new Error(`search: ${res.statusCode} ${res.body}`);
  return (res.json<{ enrolments: { name: string | null }[] }>().enrolments.map((row) => row.name?.split(' ')[0])).sort();
};

describe('staff search of enrolments', () => {
  it('shows each member with name and contact in the list', async () => {
    const res = await h.app.inject({ url: '/staff/enrolments', headers: auth });
    const row = res.json<{ enrolments: object[] }>().enrolments.find((r) => (r as { id: string }).id === ids.Ana);
    expect(row).toMatchObject({ name: 'Ana Silva', email: 'ana.silva@example.org', phone: '+12125550100' });
  });

  it.each([
    ['part of a name, any case', 'silV', ['Ana']],
    ['a whole name, words in any order', 'tremblay chloé', ['Chloé']],
    ['an email', 'BRUNO@example.net', ['Bruno']],
    ['a phone in national format', '(212) 555-0100', ['Ana']],
    ['a phone with dots', '415.555.0199', ['Bruno']],
    ['a phone in international format', '+1 646-555-0142', ['Chloé']],
    ['an ISO birth date', '1985-12-25', ['Bruno']],
    ["the locale's written birth date", '7/14/2001', ['Chloé']],
    ['an apostrophe in a name', "o'brien", ['Dan']],
  ])('finds by %s', async (_kind, q, expected) => {
    expect(firstNames(await search({ q }))).toEqual(expected);
  });

  it('reads a written birth date in the order of the staff member’s language', async () => {
    expect(firstNames(await search({ q: '03/02/1979', locale: 'en-GB' }))).toEqual(['Dan']);
    expect(firstNames(await search({ q: '03/02/1979', locale: 'en-US' }))).toEqual([]);
    expect(firstNames(await search({ q: '2/3/1979', locale: 'en-US' }))).toEqual(['Dan']);
    expect(firstNames(await search({ q: '3.2.1979', locale: 'pt-PT' }))).toEqual(['Dan']);
    expect(firstNames(await search({ q: '1979-02-03', locale: 'fr-CA' }))).toEqual(['Dan']);
  });

  it('finds by the whole enrolment id or its prefix, with or without hyphens', async () => {
    expect(firstNames(await search({ q: ids.Bruno }))).toEqual(['Bruno']);
    expect(firstNames(await search({ q: ids.Bruno.slice(0, 8).toUpperCase() }))).toContain('Bruno');
    expect(firstNames(await search({ q: ids.Bruno.replace(/-/g, '').slice(0, 14) }))).toEqual(['Bruno']);
  });

  it('keeps the filters beside the search', async () => {
    expect(firstNames(await search({ q: 'example', unit: 'move' }))).toEqual(['Ana', 'Bruno', 'Chloé', 'Dan']);
    expect(firstNames(await search({ q: 'example', unit: 'bloom' }))).toEqual([]);
    const first = await search({ q: 'example', unit: 'move' });
    expect(first.json()).toMatchObject({ page: 1, total: 4, previous: null, next: null });
  });

  it.each([
    ['100%', ['Dan']], ['dan100%', ['Dan']], ['chloe_', ['Chloé']], ['loe_t@', ['Chloé']], ['silva \\', []], ["'; drop table enrolments; --", []], ['ana" or 1=1 --', []],
  ])('takes %j as plain text, not a pattern or SQL', async (q, expected) => {
    expect(firstNames(await search({ q }))).toEqual(expected);
    expect((await h.db.query<{ n: number }>('select count(*)::int as n from enrolments')).rows[0]?.n).toBeGreaterThanOrEqual(4);
  });

  it.each([['empty', ''], ['blank', ' \t ']])('lists everyone for an %s search', async (_kind, q) => {
    expect(firstNames(await search({ q }))).toEqual(['Ana', 'Bruno', 'Chloé', 'Dan']);
  });

  it.each([
    ['10 kB', 'a'.repeat(10_240), 'FST_ERR_VALIDATION'],
    ['a control character', 'ana\u0000', 'invalid_text'],
    ['a lone surrogate', 'ana\ud800', 'invalid_text'],
  ])('refuses %s with 400 and records no search', async (_kind, q, code) => {
    const before = (await h.db.query<{ n: number }>("select count(*)::int as n from staff_audit where action = 'search_enrolments'")).rows[0]?.n;
    const res = await search({ q });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toMatch(code === 'invalid_text' ? /invalid_text/ : /validation|q/);
    expect((await h.db.query<{ n: number }>("select count(*)::int as n from staff_audit where action = 'search_enrolments'")).rows[0]?.n).toBe(before);
  });

  it('refuses a search without staff, and one with the session cookie but without the console header (CSRF)', async () => {
    const body = { q: 'ana', locale: 'en-US' };
    expect((await h.app.inject({ method: 'POST', url: '/staff/enrolments/search', payload: body })).statusCode).toBe(401);
    const signedIn = await h.app.inject({ method: 'POST', url: '/staff/session', payload: { token: ALICE } });
    const cookie = signedIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const refused = await h.app.inject({ method: 'POST', url: '/staff/enrolments/search', headers: { cookie }, payload: body });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('csrf_header_missing');
    expect((await h.app.inject({ method: 'POST', url: '/staff/enrolments/search', headers: { cookie, 'x-staff-request': '1' }, payload: body })).statusCode).toBe(200);
  });

  it('audits each search with a keyed hash of what was searched for, never the value', async () => {
    const secret = 'Tremblay 2001-07-14';
    await search({ q: secret });
    await search({ q: '  tremblay   2001-07-14 ' });
    await search({ q: 'Costa' });
    const { rows } = await h.db.query<{ staff_name: string; search_hash: string | null }>(
      "select staff_name, search_hash from staff_audit where action = 'search_enrolments' order by id desc limit 3",
    );
    expect(rows.map((r) => r.staff_name)).toEqual(['alice', 'alice', 'alice']);
    const [costa, again, first] = rows.map((r) => r.search_hash ?? '');
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(again).toBe(first);
    expect(costa).not.toBe(first);
    const everything = JSON.stringify((await h.db.query('select * from staff_audit')).rows);
    expect(everything.toLowerCase()).not.toContain('tremblay');
    expect(everything).not.toContain('2001-07-14');
    const { createHash } = await import('crypto');
    expect(everything).not.toContain(createHash('sha256').update('tremblay 2001-07-14').digest('hex'));
  });

  it('never writes the searched value to the log', async () => {
    const secret = 'Zyxwvut-Marker 646-555-0142';
    h.logs.length = 0;
    await search({ q: secret });
    await h.app.inject({ method: 'POST', url: '/staff/enrolments/search', headers: { ...auth, 'content-type': 'application/json' }, payload: `{"q": "${secret}", "locale": 12}` });
    expect(h.logs.length).toBeGreaterThan(0);
    const text = h.logs.join('\n');
    expect(text).not.toContain('Zyxwvut');
    // The phone's digits as one run (a timestamp may hold any three digits).
    expect(text).not.toContain('6465550142');
    expect(text).not.toContain('646-555-0142');
  });
});

describe('staff search rate limit', () => {
  it('counts searches as staff reads: the staff address limit answers 429', async () => {
    const limited = await createHarness({ staffTokens: { alice: ALICE }, rateLimit: true });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 301; i += 1) {
        statuses.push((await limited.app.inject({ method: 'POST', url: '/staff/enrolments/search', headers: auth, payload: { q: `ana ${i}`, locale: 'en-US' } })).statusCode);
      }
      expect(statuses.slice(0, 300).every((s) => s === 200)).toBe(true);
      expect(statuses[300]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('a search needs a meaningful text', () => {
  it.each([
    ['one letter', 'e'], ['two letters', 'li'], ['single letters', 'a b c'], ['a pattern character', '%'], ['underscores', '___'],
    ['a backslash', '\\'], ['punctuation', '.-@'], ['a date without its year', '2/3/79'], ['three hex digits', 'ab-c'],
    ['letters split by a soft hyphen', 'a\u00adn\u00ada'],
  ])('refuses %s with 400 search_too_short and says what to type, recording no search', async (_kind, q) => {
    const audited = async () => (await h.db.query<{ n: number }>("select count(*)::int as n from staff_audit where action = 'search_enrolments'")).rows[0]?.n;
    const before = await audited();
    const res = await search({ q });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('search_too_short');
    expect(res.json().error.message).toMatch(/three letters.*phone.*birth date.*enrolment id/);
    expect(await audited()).toBe(before);
  });

  it.each([
    ['three letters of a name', 'tre', ['Chloé']], ['three letters in another script', 'Жан', []], ['a short word beside a long one', 'a silva', ['Ana']],
    ['a whole phone', '2125550100', ['Ana']],
  ])('takes %s', async (_kind, q, expected) => {
    expect(firstNames(await search({ q }))).toEqual(expected);
  });

  it('takes the first 4 characters of an enrolment id', async () => {
    expect(firstNames(await search({ q: ids.Bruno.slice(0, 4) }))).toContain('Bruno');
  });
});
