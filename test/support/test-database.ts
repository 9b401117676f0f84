import { randomBytes } from 'crypto';
import { Client } from 'pg';
import type { Database } from '../../src/server/db/database';
import fs from 'fs';
import { openDatabase } from '../../src/server/db/open-database';
import { PGLITE_TEMPLATE_ENV } from './pglite-template';

/** The migrated archive Jest's global setup wrote, when there is one (read once, by PGlite, not copied first). */
async function pgliteTemplate(): Promise<Blob | undefined> {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  return file && fs.existsSync(file) ? fs.openAsBlob(file) : undefined;
}

/**
 * A fresh, migrated database for one test file: a new schema on the PostgreSQL of
 * TEST_DATABASE_URL when it is set (the PostgreSQL lane), else an in-memory PGlite (started from the migrated
 * archive of Jest's global setup when there is one).
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({ pgliteStartFrom: await pgliteTemplate() });
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  // Tests start a hundred members at once on a CI machine shared with other lanes: queueing for a connection there
  // is the machine's slowness, not an outage, so the wait is long (the outage tests use their own databases).
  const db = await openDatabase({ databaseUrl: url, searchPath: schema, poolWaitMs: 60_000 });
  return {
    ...db,
    close: async () => {
      await db.close();
      const cleanup = new Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}
