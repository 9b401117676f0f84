import fs from 'fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult } from './database';

/** Opens the embedded PostgreSQL (PGlite): in a data folder, or in memory when none is given. */
export async function openPgliteDatabase(dataDir?: string): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const pg = dataDir ? new PGlite(dataDir) : new PGlite();
  await pg.waitReady;
  const query = async <T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> => {
    const result = await pg.query<T>(sql, params);
    return { rows: result.rows };
  };
  return {
    kind: 'pglite',
    query,
    exec: async (sql) => {
      await pg.exec(sql);
    },
    transaction: (work) =>
      pg.transaction((tx) => {
        const scoped: Queryable = {
          query: async <T>(sql: string, params: unknown[] = []) => ({ rows: (await tx.query<T>(sql, params)).rows }),
          exec: async (sql: string) => {
            await tx.exec(sql);
          },
        };
        return work(scoped);
      }),
    close: () => pg.close(),
  };
}
