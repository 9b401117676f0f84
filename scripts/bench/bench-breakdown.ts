import { performance } from 'perf_hooks';
import onboarding from '../../flows/onboarding.json';
import { loadFlow } from '../../src/flow/load-flow';
import { buildApp, type AppOptions } from '../../src/server/http/app';
import type { Database, Queryable } from '../../src/server/db/database';
import { openTestDatabase } from '../../test/support/test-database';
import { SESSION_COOKIE } from '../../src/server/enrolment/session';
import { scaledRateLimits } from '../../src/server/limits/rate-limits';

/** Statements a save sent and the time spent waiting for them, per statement kind. */
interface Tally {
  statements: number;
  dbMs: number;
  kinds: Map<string, { count: number; ms: number }>;
}

// The first words of a statement name its kind well enough for a breakdown.
const kindOf = (sql: string) => sql.trim().replace(/\s+/g, ' ').slice(0, 60);

/** Wraps a database so that every statement (transactions' begin and commit included) is counted and timed. */
function counted(db: Database, tally: Tally): Database {
  const record = (kind: string, ms: number) => {
    tally.statements += 1;
    tally.dbMs += ms;
    const entry = tally.kinds.get(kind) ?? { count: 0, ms: 0 };
    entry.count += 1;
    entry.ms += ms;
    tally.kinds.set(kind, entry);
  };
  const wrap = (target: Queryable): Queryable => ({
    query: async (sql, params) => {
      const start = performance.now();
      try {
        return await target.query(sql, params);
      } finally {
        record(kindOf(sql), performance.now() - start);
      }
    },
    exec: (sql) => target.exec(sql),
  });
  return {
    ...db,
    ...wrap(db),
    kind: db.kind,
    transaction: async (work) => {
      const start = performance.now();
      let inner = 0;
      const before = tally.dbMs;
      try {
        return await db.transaction((tx) => work(wrap(tx)));
      } finally {
        inner = tally.dbMs - before;
        // begin + commit (and, on PostgreSQL, taking a pooled client): the transaction's time outside its statements.
        record('begin … commit (transaction overhead)', performance.now() - start - inner);
        tally.statements += 1;
      }
    },
    close: () => db.close(),
  };
}

/**
 * Where a step save's time goes: statements and round trips per save, time in the database versus the
 * rest (HTTP, schema validation, the flow's rules), measured one save at a time through app.inject so
 * that nothing else competes; with and without the rate limiter and the logger.
 */
export async function saveBreakdown(saves = Number(process.env.BENCH_BREAKDOWN_SAVES ?? 1000)): Promise<void> {
  const base = await openTestDatabase();
  const flow = loadFlow(onboarding);
  // The limiter counts in the database as in production; its maxima are raised so that it never refuses.
  const config: AppOptions['config'] = { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir: '/none', rateLimits: scaledRateLimits(1_000_000) };
  const variants: { label: string; rateLimit: boolean; logger: AppOptions['logger'] }[] = [
    { label: 'as benched (rateLimit false, no logger)', rateLimit: false, logger: false },
    { label: 'rateLimit on (database store)', rateLimit: true, logger: false },
    { label: 'logger on (JSON lines to a sink)', rateLimit: false, logger: { write: () => undefined } },
  ];
  for (const variant of variants) {
    const tally: Tally = { statements: 0, dbMs: 0, kinds: new Map() };
    const db = counted(base, tally);
    const app = await buildApp({ db, flow, serveApp: false, rateLimit: variant.rateLimit, logger: variant.logger, config });
    const started = await app.inject({ method: 'POST', url: '/member/enrolments', payload: { locale: 'en-US', unit: 'move' } });
    const cookie = `${SESSION_COOKIE}=${started.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? ''}`;
    const save = () => app.inject({ method: 'PUT', url: '/member/enrolment/steps/language', headers: { cookie }, payload: { answers: { language: 'EN' } } });
    for (let i = 0; i < 200; i += 1) await save();
    tally.statements = 0;
    tally.dbMs = 0;
    tally.kinds.clear();
    const start = performance.now();
    for (let i = 0; i < saves; i += 1) {
      const res = await save();
      if (res.statusCode !== 200) throw new Error(`save answered ${res.statusCode}: ${res.body}`);
    }
    const perSave = (performance.now() - start) / saves;
    const dbPerSave = tally.dbMs / saves;
    console.log(`breakdown ${base.kind.padEnd(8)} ${variant.label.padEnd(40)} ${perSave.toFixed(3)} ms/save: database ${dbPerSave.toFixed(3)} ms, rest ${(perSave - dbPerSave).toFixed(3)} ms; ${(tally.statements / saves).toFixed(1)} round trips/save`);
    for (const [kind, { count, ms }] of [...tally.kinds].sort((a, b) => b[1].ms - a[1].ms)) {
      console.log(`    ${(count / saves).toFixed(2)} × ${(ms / count).toFixed(3)} ms  ${kind}`);
    }
    await app.close();
  }
  await base.close();
}

if (require.main === module) void saveBreakdown();
