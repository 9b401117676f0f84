import { Pool, type PoolClient, type PoolConfig } from 'pg';
import type { Database, Queryable, QueryResult } from './database';
import { asUnavailable, DatabaseUnavailableError, isDatabaseUnavailable } from './database-unavailable-error';
import { retryConflicts } from './retry-conflicts';

// Connections per node: a save is one or two statements, so ten serve 50 members without queueing (docs/decisions/save-round-trips.md).
const POOL_SIZE = 10;
// How long a request waits for a connection (all ten busy, or the server slow to accept one) before it is
// answered 503 (docs/decisions/database-outages-answer-503.md).
export const POOL_WAIT_MS = 3000;
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

/**
 * Connects to a PostgreSQL server (DATABASE_URL); `searchPath` isolates a schema (used by tests). Every call
 * is retried after a deadlock or serialization failure (retryConflicts) and throws DatabaseUnavailableError
 * when the server is down, out of connections or out of disk, or no connection frees up within POOL_WAIT_MS.
 */
export async function openPostgresDatabase(connectionString: string, searchPath?: string, poolWaitMs = POOL_WAIT_MS): Promise<Database> {
  const config: PoolConfig = { connectionString, max: POOL_SIZE, connectionTimeoutMillis: poolWaitMs };
  if (searchPath) config.options = `-c search_path=${searchPath}`;
  const pool = new Pool(config);
  // A broken idle connection must not crash the process; the next query gets a fresh one.
  pool.on('error', () => undefined);
  await pool.query('select 1');
  const nameOf = statementNamer();
  const run = async <T>(target: Pick<PoolClient, 'query'>, text: string, values: unknown[]): Promise<QueryResult<T>> => {
    const result = await target.query({ name: nameOf(text), text, values });
    return { rows: result.rows as T[] };
  };
  // Not getting a connection is always an outage, whatever the driver's error says.
  const connect = () => pool.connect().catch((error: unknown) => Promise.reject(new DatabaseUnavailableError(error)));
  // A connection that failed as a connection is dropped from the pool, not lent to the next request.
  const release = (client: PoolClient, error?: unknown) => client.release(error !== undefined && isDatabaseUnavailable(error) ? (error as Error) : undefined);
  const withClient = async <T>(work: (client: PoolClient) => Promise<T>): Promise<T> => {
    try {
      return await retryConflicts(async () => {
        const client = await connect();
        try {
          const result = await work(client);
          release(client);
          return result;
        } catch (error) {
          release(client, error);
          throw error;
        }
      });
    } catch (error) {
      throw asUnavailable(error);
    }
  };
  return {
    kind: 'postgres',
    query: <T>(sql: string, params: unknown[] = []) => withClient((client) => run<T>(client, sql, params)),
    exec: (sql) => withClient(async (client) => void (await client.query(sql))),
    transaction: (work) =>
      withClient(async (client) => {
        await client.query('begin');
        try {
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
          // A lost connection cannot roll back (the server already has): the first error is the one that counts.
          await client.query('rollback').catch(() => undefined);
          throw error;
        }
      }),
    close: () => pool.end(),
  };
}
