import { createHarness, type Harness } from '../../../test/support/test-harness';

// The broadest queries staff may send, at 30,000 members, on the in-process PGlite: refused before they read everyone.
const MEMBERS = 30_000;
const ALICE = 'alice-token-0123456789abcdef';
const auth = { authorization: `Bearer ${ALICE}`, 'x-staff-request': '1' };
let h: Harness;

/** 30,000 members with the answers of a whole flow, written by SQL (the API would take minutes). */
async function seed(): Promise<void> {
  await h.db.query(`
    insert into enrolments (id, session_hash, flow_id, flow_version, locale, presets, status, created_at)
    select gen_random_uuid(), md5('load-' || i), 'onboarding', '1', 'en-US', '{"unit":"move"}', 'in_progress', timestamptz '2026-01-01T00:00:00Z' + i * interval '1 minute'
    from generate_series(0, $1::int - 1) i`, [MEMBERS]);
  await h.db.query(`
    with numbered as (select id, (row_number() over (order by created_at) - 1)::int as i from enrolments)
    insert into step_answers (enrolment_id, step_id, answers)
    select id, 'profile', jsonb_build_object('firstName', 'Eve' || i, 'lastName', 'Silva', 'email', 'member' || i || '@example.org',
      'phone', '+1212555' || lpad((i % 10000)::text, 4, '0'), 'dateOfBirth', '1990-01-01') from numbered
    union all select n.id, s.step, s.answers from numbered n cross join (values ('country', '{"country":"US"}'::jsonb), ('language', '{"language":"EN"}'),
      ('region', '{"region":"NY"}'), ('timezone', '{"timezone":"America/New_York"}'), ('about-you', '{"gender":"female","education":"degree"}'),
      ('legal', '{"termsConsent":true,"privacyConsent":true}'), ('hipaa', '{"hipaaConsent":true}'), ('research', '{"irbConsent":false}')) s(step, answers)`);
  await h.db.exec('analyze enrolments; analyze step_answers');
}

beforeAll(async () => {
  h = await createHarness({ staffTokens: { alice: ALICE } });
  await seed();
}, 300_000);
afterAll(() => h.close());

describe(`staff queries at ${MEMBERS} members on PGlite`, () => {
  it('refuses the broadest searches at once: "e" as too short, a word in every member\'s email as too broad', async () => {
    const short = await h.app.inject({ method: 'POST', url: '/staff/enrolments/search', headers: auth, payload: { q: 'e', locale: 'en-US' } });
    expect([short.statusCode, short.json().error.code]).toEqual([400, 'search_too_short']);
    const broad = await h.app.inject({ method: 'POST', url: '/staff/enrolments/search', headers: auth, payload: { q: 'example', locale: 'en-US' } });
    expect([broad.statusCode, broad.json().error.code]).toEqual([422, 'query_too_broad']);
    expect(broad.json().error.message).toMatch(/more than 1000.*narrow it/);
  });
});
