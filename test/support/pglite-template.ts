import fs from 'fs';
import os from 'os';
import path from 'path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';

/** The environment variable naming the migrated PGlite archive that test databases start from. */
export const PGLITE_TEMPLATE_ENV = 'ONBOARDING_PGLITE_TEMPLATE';

/**
 * Jest's global setup: one migrated PGlite, archived to a temporary file, that every test file's in-memory
 * database starts from instead of creating and migrating its own (seconds each, on a 2-core machine).
 */
export default async function createPgliteTemplate(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  // The same extensions as the server's PGlite (src/server/db/pglite-database.ts), which the migrations use. WAL
  // segments of 1 MB, not 16: every test database unpacks the archive, and a 16 MB segment of zeros was 40 % of it.
  const pg = new PGlite({ extensions: { pg_trgm }, initDbStartParams: ['--wal-segsize=1'] });
  const db: Database = {
    kind: 'pglite',
    query: async (sql, params) => ({ rows: (await pg.query(sql, params)).rows as never[] }),
    exec: async (sql) => void (await pg.exec(sql)),
    transaction: (work) => pg.transaction((tx) => work({ query: async (sql, params) => ({ rows: (await tx.query(sql, params)).rows as never[] }), exec: async (sql) => void (await tx.exec(sql)) })),
    close: () => pg.close(),
  };
  await migrate(db);
  const archive = await pg.dumpDataDir('none');
  await pg.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onboarding-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = file;
}
