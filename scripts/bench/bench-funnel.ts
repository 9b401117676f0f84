import { performance } from 'perf_hooks';
import onboarding from '../../flows/onboarding.json';
import { loadFlow } from '../../src/flow/load-flow';
import { buildApp } from '../../src/server/http/app';
import type { Database } from '../../src/server/db/database';
import { openTestDatabase } from '../../test/support/test-database';
import { SESSION_COOKIE } from '../../src/server/enrolment/session';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const MEMBERS = 10;
// Each save changes the answer, so every one writes (an unchanged save writes and counts nothing).
const ANSWERS = ['EN', 'ES', 'FR', 'PT'];

/** Saves of the language step by `MEMBERS` members at once for `SECONDS`, each answer different from the last: saves/s and the median save. */
async function saves(db: Database, countFunnel: boolean): Promise<{ rps: number; p50: number }> {
  const app = await buildApp({ db, flow: loadFlow(onboarding), serveApp: false, rateLimit: false, countFunnel, config: { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir: '/none' } });
  const cookies = await Promise.all(Array.from({ length: MEMBERS }, async () => {
    const res = await app.inject({ method: 'POST', url: '/member/enrolments', payload: { locale: 'en-US', unit: 'move' } });
    return `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? ''}`;
  }));
  const samples: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(cookies.map(async (cookie) => {
    for (let i = 0; performance.now() < end; i += 1) {
      const started = performance.now();
      const res = await app.inject({ method: 'PUT', url: '/member/enrolment/steps/language', headers: { cookie }, payload: { answers: { language: ANSWERS[i % ANSWERS.length] } } });
      if (res.statusCode !== 200) throw new Error(`save refused: ${res.statusCode} ${res.body}`);
      samples.push(performance.now() - started);
    }
  }));
  await app.close();
  samples.sort((a, b) => a - b);
  return { rps: samples.length / SECONDS, p50: samples[Math.floor(samples.length / 2)] };
}

/** A changing save with and without its funnel counts, side by side, on the same database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
export async function benchFunnelCounting(): Promise<void> {
  const db = await openTestDatabase();
  await saves(db, true);
  const without = await saves(db, false);
  const counted = await saves(db, true);
  const kind = db.kind.padEnd(8);
  const row = (label: string, l: { rps: number; p50: number }) => console.log(`${kind} ${label.padEnd(38)} ${l.rps.toFixed(0).padStart(6)} saves/s  median ${l.p50.toFixed(2)} ms`);
  console.log(`funnel counting on ${db.kind}, ${SECONDS} s per row, ${MEMBERS} members changing their language step`);
  row('save without funnel counts', without);
  row('save with funnel counts', counted);
  console.log(`${kind} with / without: ${(counted.rps / without.rps).toFixed(2)}`);
  await db.close();
}

if (require.main === module) void benchFunnelCounting();
