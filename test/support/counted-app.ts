import onboarding from '../../flows/onboarding.json';
import { loadFlow } from '../../src/flow/load-flow';
import { buildApp } from '../../src/server/http/app';
import type { Database } from '../../src/server/db/database';
import { countingDatabase, type StatementLog } from './counting-database';
import { openTestDatabase } from './test-database';

/** The shipped flow's API on a fresh test database whose every statement is recorded in `log`; `db` is the unwrapped one. */
export interface CountedApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Database;
  close: () => Promise<void>;
}

/** Builds it, with the rate limiter on unless `rateLimit` is false (statements per request are what is measured). */
export async function countedApp(log: StatementLog, options: { rateLimit?: boolean } = {}): Promise<CountedApp> {
  const db = await openTestDatabase();
  const app = await buildApp({
    db: countingDatabase(db, log), flow: loadFlow(onboarding), serveApp: false, rateLimit: options.rateLimit,
    config: { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir: '/nonexistent' },
  });
  return { app, db, close: async () => { await app.close(); await db.close(); } };
}
