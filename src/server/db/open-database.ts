import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';
import { migrate } from './migrate';

/**
 * Opens PostgreSQL when a URL is given, else PGlite in `dataDir` (memory when undefined; from the archive
 * `pgliteStartFrom` when given), and migrates it.
 * `poolWaitMs`: how long a request may wait for a PostgreSQL connection before 503 (POOL_WAIT_MS unless given).
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string; searchPath?: string; poolWaitMs?: number; pgliteStartFrom?: Blob }): Promise<Database> {
  const db = options.databaseUrl
    ? await openPostgresDatabase(options.databaseUrl, options.searchPath, options.poolWaitMs)
    : await openPgliteDatabase(options.dataDir, options.pgliteStartFrom);
  await migrate(db);
  return db;
}
