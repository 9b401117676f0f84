import { Pool, type PoolConfig } from 'pg';
import type { Database, Queryable, QueryResult } from './database';

/** Connects to a PostgreSQL server (DATABASE_URL); `searchPath` isolates a schema (used by tests). */
export async function openPostgresDatabase(connectionString: string, searchPath?: string): Promise<Database> {
  const config: PoolConfig = { connectionString, max: 10 };
  if (searchPath) config.options = `-c search_path=${searchPath}`;
  const pool = new Pool(config);
  // A broken idle connection must not crash the process; the next query gets a fresh one.
  pool.on('error', () => undefined);
  await pool.query('select 1');
  const query = async <T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> => {
    const result = await pool.query(sql, params);
    return { rows: result.rows as T[] };
  };
  return {
    kind: 'postgres',
    query,
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const scoped: Queryable = {
          query: async <T>(sql: string, params: unknown[] = []) => ({ rows: (await client.query(sql, params)).rows as T[] }),
          exec: async (sql: string) => {
            await client.query(sql);
          },
        };
        const result = await work(scoped);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
