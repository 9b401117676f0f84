import { Pool, type PoolConfig } from 'pg';
import type { Database, Queryable, QueryResult } from './database';

// Connections per node: a save is one or two statements, so ten serve 50 members without queueing (docs/decisions.md, "Issue 10: save speed").
const POOL_SIZE = 10;
// Statement texts are fixed strings in the code, so this bounds nothing in practice; it guards against a future dynamic one.
const MAX_NAMED_STATEMENTS = 500;

/**
 * Names each distinct statement text once, so node-postgres prepares it once per connection and later
 * runs only bind and execute: PostgreSQL then skips parsing and planning (most of a short statement's cost).
 */
function statementNamer(limit = MAX_NAMED_STATEMENTS): (sql: string) => string | undefined {
  const names = new Map<string, string>();
  return (sql) => {
    let name = names.get(sql);
    if (!name && names.size < limit) {
      name = `onb_${names.size}`;
      names.set(sql, name);
    }
    return name;
  };
}

/** Connects to a PostgreSQL server (DATABASE_URL); `searchPath` isolates a schema (used by tests). */
export async function openPostgresDatabase(connectionString: string, searchPath?: string): Promise<Database> {
  const config: PoolConfig = { connectionString, max: POOL_SIZE };
  if (searchPath) config.options = `-c search_path=${searchPath}`;
  const pool = new Pool(config);
  // A broken idle connection must not crash the process; the next query gets a fresh one.
  pool.on('error', () => undefined);
  await pool.query('select 1');
  const nameOf = statementNamer();
  const run = async <T>(target: Pick<Pool, 'query'>, text: string, values: unknown[]): Promise<QueryResult<T>> => {
    const result = await target.query({ name: nameOf(text), text, values });
    return { rows: result.rows as T[] };
  };
  return {
    kind: 'postgres',
    query: <T>(sql: string, params: unknown[] = []) => run<T>(pool, sql, params),
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const scoped: Queryable = {
          query: <T>(sql: string, params: unknown[] = []) => run<T>(client, sql, params),
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
