import type { AddressInfo } from 'net';
import { performance } from 'perf_hooks';
import { execFile } from 'child_process';
import { promisify } from 'util';
import path from 'path';
import onboarding from '../flows/onboarding.json';
import { loadFlow } from '../src/flow/load-flow';
import { buildApp } from '../src/server/app';
import { openTestDatabase } from '../src/server/test-database';
import { SESSION_COOKIE } from '../src/server/session';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const MEMBERS = 10;

/** Inserts rows straight into the database for `seconds`; rows per second, the floor the API is compared with. */
async function bareInserts(db: Awaited<ReturnType<typeof openTestDatabase>>, enrolmentId: string, seconds: number): Promise<number> {
  let count = 0;
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    await db.query(
      `insert into step_answers (enrolment_id, step_id, answers) values ($1, $2, $3)
       on conflict (enrolment_id, step_id) do update set answers = excluded.answers, updated_at = now()`,
      [enrolmentId, `bench-${count % 16}`, JSON.stringify({ language: 'EN' })],
    );
    count += 1;
  }
  return count / seconds;
}

/** Saves of the language step through the API on one database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
export async function benchSaveAnswers(): Promise<void> {
  const db = await openTestDatabase();
  const app = await buildApp({ db, flow: loadFlow(onboarding), serveApp: false, rateLimit: false, config: { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir: '/none' } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  // Ten members, one connection each, as real traffic is: one member never saves two steps at once.
  const members = await Promise.all(
    Array.from({ length: MEMBERS }, async () => {
      const started = await app.inject({ method: 'POST', url: '/member/enrolments', payload: { locale: 'en-US', unit: 'move' } });
      return { id: started.json<{ enrolmentId: string }>().enrolmentId, cookie: `${SESSION_COOKIE}=${started.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? ''}` };
    }),
  );
  // Asynchronous on purpose: the server answering the load lives in this process.
  const { stdout: load } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'bench-load.ts'), JSON.stringify({
      url: `http://127.0.0.1:${port}/member/enrolment/steps/language`, cookies: members.map((m) => m.cookie), seconds: SECONDS, body: JSON.stringify({ answers: { language: 'EN' } }),
    })],
  );
  const { rps, p99, failed } = JSON.parse(load.trim().split('\n').pop() ?? '{}') as { rps: number; p99: number; failed: number };
  const insertRate = await bareInserts(db, members[0]?.id ?? '', SECONDS);
  const label = db.kind.padEnd(8);
  console.log(`save answers ${label} ${rps.toFixed(0).padStart(6)} req/s  p99 ${p99} ms  failed ${failed}  (${MEMBERS} members, ${SECONDS} s)`);
  console.log(`bare insert  ${label} ${insertRate.toFixed(0).padStart(6)} rows/s  API/insert ratio ${(rps / insertRate).toFixed(2)}`);
  await app.close();
  await db.close();
}
