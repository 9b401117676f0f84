import { performance } from 'perf_hooks';
import type { Database } from '../../src/server/db/database';
import { listEnrolments } from '../../src/server/staff/staff-enrolments';
import { searchTerms } from '../../src/server/staff/search-terms';
import { matchingIds } from '../../src/server/staff/enrolment-search-sql';
import { openTestDatabase } from '../../test/support/test-database';

/** Enrolments the search is measured over (a member is found in seconds at this size; docs/decisions/member-search.md). */
const ENROLMENTS = Number(process.env.BENCH_SEARCH_ENROLMENTS ?? 100_000);
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 40);
const FIRST = ['Ana', 'Bruno', 'Chloé', 'Dan', 'Eva', 'Farid', 'Grace', 'Hugo', 'Inês', 'João', 'Kim', 'Lucía', 'Maya', 'Nuno', 'Olga', 'Pedro'];
const LAST = ['Silva', 'Costa', 'Tremblay', "O'Brien", 'Santos', 'Nguyen', 'Smith', 'García', 'Roy', 'Patel', 'Ferreira', 'Martin', 'Lee', 'Brown', 'Gagnon', 'Pereira', 'Khan', 'Lopez', 'Murphy', 'Wilson'];

/** The i-th seeded member's answers, as the seeding SQL writes them (see seed()). */
function member(i: number) {
  const first = FIRST[i % FIRST.length] ?? '';
  const last = LAST[Math.floor(i / FIRST.length) % LAST.length] ?? '';
  const phone = `${212 + (i % 7)}555${String(i % 10_000).padStart(4, '0')}`;
  const day = new Date(Date.UTC(1940, 0, 1) + (i % 25_000) * 86_400_000).toISOString().slice(0, 10);
  return { first, last, email: `${first.toLowerCase()}.${i}@example.org`, phone, day };
}

async function seed(db: Database): Promise<string[]> {
  await db.query(`
    insert into enrolments (id, session_hash, flow_id, flow_version, locale, status, created_at)
    select gen_random_uuid(), md5('bench-search-' || i), 'onboarding', 'bench', 'en-US', case when i % 3 = 0 then 'submitted' else 'in_progress' end,
      timestamptz '2026-01-01T00:00:00Z' + i * interval '1 minute'
    from generate_series(0, $1::int - 1) i`, [ENROLMENTS]);
  await db.query(`
    with numbered as (select id, (row_number() over (order by created_at) - 1)::int as i from enrolments where flow_version = 'bench')
    insert into step_answers (enrolment_id, step_id, answers)
    select id, 'profile', jsonb_build_object(
      'firstName', ($2::text[])[i % cardinality($2::text[]) + 1], 'lastName', ($3::text[])[(i / cardinality($2::text[])) % cardinality($3::text[]) + 1],
      'email', lower(($2::text[])[i % cardinality($2::text[]) + 1]) || '.' || i || '@example.org',
      'phone', '+1' || (212 + i % 7) || '555' || lpad((i % 10000)::text, 4, '0'),
      'dateOfBirth', to_char(date '1940-01-01' + (i % 25000), 'YYYY-MM-DD'))
    from numbered
    union all
    select id, 'country', jsonb_build_object('country', case when i % 5 = 0 then 'PT' else 'US' end, 'unit', 'move') from numbered
    where i < $1`, [ENROLMENTS, FIRST, LAST]);
  await db.exec('analyze enrolments; analyze step_answers');
  const { rows } = await db.query<{ id: string }>("select id::text from enrolments where flow_version = 'bench' order by created_at");
  return rows.map((row) => row.id);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** The staff search at 100,000 enrolments, p50/p95 per kind of search beside the list without one, in one run. */
export async function benchSearch(): Promise<void> {
  const db = await openTestDatabase();
  try {
    const started = performance.now();
    const ids = await seed(db);
    console.log(`search: seeded ${ids.length} enrolments on ${db.kind} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const pick = (run: number) => Math.floor(((run + 1) * 7919 * 104_729) % ids.length);
    const kinds: [string, (run: number) => string | undefined][] = [
      ['no search (the list)', () => undefined],
      ['name (two words)', (run) => { const m = member(pick(run)); return `${m.first} ${m.last}`; }],
      ['name (part of a word)', (run) => member(pick(run)).last.slice(0, 4)],
      ['email', (run) => member(pick(run)).email],
      ['phone, national format', (run) => { const p = member(pick(run)).phone; return `(${p.slice(0, 3)}) ${p.slice(3, 6)}-${p.slice(6)}`; }],
      ['birth date, en-US written', (run) => { const [y, m, d] = member(pick(run)).day.split('-'); return `${Number(m)}/${Number(d)}/${y}`; }],
      ['enrolment id prefix (8)', (run) => ids[pick(run)]?.slice(0, 8)],
    ];
    for (const [label, query] of kinds) {
      const samples: number[] = [];
      for (let run = -1; run < RUNS; run += 1) {
        const text = query(Math.max(run, 0));
        const terms = text === undefined ? undefined : searchTerms(text, 'en-US');
        const start = performance.now();
        const ids = terms ? await matchingIds(db, terms) : undefined;
        const { total } = await listEnrolments(db, ids ? { ids } : {});
        if (run >= 0) samples.push(performance.now() - start);
        if (text !== undefined && total === 0) throw new Error(`search ${label} found nothing: the bench's seed and queries disagree`);
      }
      samples.sort((a, b) => a - b);
      console.log(`search at ${ids.length} (${db.kind}) ${label.padEnd(28)} p50 ${percentile(samples, 50).toFixed(1).padStart(7)} ms  p95 ${percentile(samples, 95).toFixed(1).padStart(7)} ms  (${RUNS} runs)`);
    }
  } finally {
    await db.close();
  }
}

if (require.main === module) void benchSearch();
