import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';
import { migrate } from './migrate';

/** Opens PostgreSQL when a URL is given, else PGlite in `dataDir` (memory when undefined), and migrates it. */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string; searchPath?: string }): Promise<Database> {
  const db = options.databaseUrl
    ? await openPostgresDatabase(options.databaseUrl, options.searchPath)
    : await openPgliteDatabase(options.dataDir);
  await migrate(db);
  return db;
}
