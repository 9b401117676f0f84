import type { AddressInfo } from 'net';
import { performance } from 'perf_hooks';
import { execFile } from 'child_process';
import { promisify } from 'util';
import path from 'path';
import onboarding from '../../flows/onboarding.json';
import { loadFlow } from '../../src/flow/load-flow';
import { buildApp } from '../../src/server/http/app';
import type { Database } from '../../src/server/db/database';
import { openTestDatabase } from '../../test/support/test-database';
import { SESSION_COOKIE } from '../../src/server/enrolment/session';
import { scaledRateLimits } from '../../src/server/limits/rate-limits';
import { CLINIC_MEMBERS, clinicBurst, non2xxText } from './bench-clinic';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** The target: saves per second at 10 connections at least this share of bare upserts into the same database. */
const TARGET_RATIO = 0.3;
/** The target p99 at 50 connections on PostgreSQL, in milliseconds. */
const TARGET_P99_MS = 50;

const UPSERT = `insert into step_answers (enrolment_id, step_id, answers) values ($1, $2, $3)
  on conflict (enrolment_id, step_id) do update set answers = excluded.answers, updated_at = now()`;

/** Upserts rows straight into the database from `connections` concurrent loops for `seconds`: rows per second, the floor saves are compared with. */
async function bareInserts(db: Database, enrolmentIds: string[], connections: number, seconds: number): Promise<number> {
  let count = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(Array.from({ length: connections }, async (_, c) => {
    const id = enrolmentIds[c % enrolmentIds.length];
    for (let i = 0; performance.now() < end; i += 1) {
      await db.query(UPSERT, [id, `bench-${i % 16}`, JSON.stringify({ language: 'EN' })]);
      count += 1;
    }
  }));
  return count / seconds;
}

interface Load {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

/**
 * Saves of the language step through HTTP from `members` members, one connection each (as real traffic
 * is: one member never saves two steps at once), driven by autocannon in a child process so that the load
 * does not share the server's event loop.
 */
async function saveLoad(db: Database, members: number, rateLimit: boolean, seconds = SECONDS, target: 'save' | 'health' = 'save'): Promise<Load & { enrolmentIds: string[] }> {
  const app = await buildApp({
    db, flow: loadFlow(onboarding), serveApp: false, rateLimit,
    // The limiter counts every request in the database as in production; its maxima are raised so that the load is never refused.
    config: { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir: '/none', rateLimits: scaledRateLimits(1_000_000) },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const started = await Promise.all(
    Array.from({ length: members }, async () => {
      const res = await app.inject({ method: 'POST', url: '/member/enrolments', payload: { locale: 'en-US', unit: 'move' } });
      return { id: res.json<{ enrolmentId: string }>().enrolmentId, cookie: `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? ''}` };
    }),
  );
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'bench-load.ts'), JSON.stringify({
      url: `http://127.0.0.1:${port}${target === 'save' ? '/member/enrolment/steps/language' : '/healthz'}`, cookies: started.map((m) => m.cookie), seconds,
      body: target === 'save' ? JSON.stringify({ answers: { language: 'EN' } }) : undefined,
    })],
  );
  await app.close();
  return { ...(JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as Load), enrolmentIds: started.map((m) => m.id) };
}

/**
 * The save benchmark, one table per database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL), every row measured in this run: bare upserts at 1 and 10 connections, saves at 10
 * and 50 connections with the rate limiter off (as the ratio is defined) and at 10 with it on, and the
 * HTTP floor: GET /healthz, one `select` behind the same server, which no save can beat; then the clinic
 * burst, a whole journey per member under the default limits, on a database of its own.
 */
export async function benchSaveAnswers(): Promise<void> {
  const db = await openTestDatabase();
  // Warms the JIT, the database's caches and the connections up, so the first measured row is not penalised.
  await saveLoad(db, 10, false, 2);
  const at10 = await saveLoad(db, 10, false);
  const at50 = await saveLoad(db, 50, false);
  const limited = await saveLoad(db, 10, true);
  const health = await saveLoad(db, 10, false, SECONDS, 'health');
  const insert1 = await bareInserts(db, at10.enrolmentIds, 1, SECONDS);
  const insert10 = await bareInserts(db, at10.enrolmentIds, 10, SECONDS);
  const clinic = await clinicBurst();
  const kind = db.kind.padEnd(8);
  const row = (label: string, rate: number, unit: string, extra = '') => console.log(`${kind} ${label.padEnd(38)} ${rate.toFixed(0).padStart(6)} ${unit}${extra}`);
  const load = (l: Load) => `  worst member: p50 ${l.p50} ms p99 ${l.p99} ms; failed ${l.failed}`;
  console.log(`save benchmark on ${db.kind}, ${SECONDS} s per row, language step saved again and again by each member`);
  row('bare upsert, 1 connection', insert1, 'rows/s');
  row('bare upsert, 10 connections', insert10, 'rows/s');
  row('save, 10 connections (no rate limit)', at10.rps, 'saves/s', load(at10));
  row('save, 50 connections (no rate limit)', at50.rps, 'saves/s', load(at50));
  row('save, 10 connections (rate limit on)', limited.rps, 'saves/s', load(limited));
  row('GET /healthz, 10 connections (floor)', health.rps, 'req/s', load(health));
  console.log(`${kind} ${`clinic burst, ${CLINIC_MEMBERS} members, one address`.padEnd(38)} ${String(clinic.requests).padStart(6)} requests  every request: p50 ${clinic.p50} ms p99 ${clinic.p99} ms max ${clinic.max} ms (p99 of starts ${clinic.p99ByKind.start} ms, step saves ${clinic.p99ByKind.step} ms, submits ${clinic.p99ByKind.submit} ms); non-2xx ${non2xxText(clinic)}; enrolled ${clinic.enrolled}/${clinic.members}${clinic.enrolled === clinic.members ? ' (all)' : ' (NOT all)'}${clinic.timedOut ? '; stopped at its time budget' : ''}`);
  // The issue's figures (0.106 and 0.108 "today") divide by the bare upsert on one connection, as this bench always did;
  // the same saves against bare upserts on 10 connections are printed beside it (stricter on PostgreSQL, where those scale).
  for (const [label, insert] of [['1 connection (the issue\'s baseline)', insert1], ['10 connections', insert10]] as const) {
    const ratio = at10.rps / insert;
    console.log(`${kind} saves at 10 connections / bare upserts on ${label}: ${ratio.toFixed(2)} (target >= ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'}); rate limiter on ${(limited.rps / insert).toFixed(2)}; floor (/healthz) ${(health.rps / insert).toFixed(2)}`);
  }
  if (db.kind === 'postgres') console.log(`${kind} p99 at 50 connections ${at50.p99} ms (target <= ${TARGET_P99_MS} ms: ${at50.p99 <= TARGET_P99_MS ? 'met' : 'NOT met'}); clinic burst p99 ${clinic.p99} ms`);
  await db.close();
}

if (require.main === module) void benchSaveAnswers();
