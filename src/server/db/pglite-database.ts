import fs from 'fs';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { messages } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult } from './database';
import { asUnavailable, DatabaseUnavailableError } from './database-unavailable-error';

const concat = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/**
 * Runs statements as named prepared statements over PGlite's wire protocol: each distinct text is parsed
 * once, then every run is one bind-execute-sync exchange. PGlite's own `query` parses and plans the text
 * and crosses into WebAssembly six times per statement, which made a statement cost three times as much
 * (docs/decisions/save-round-trips.md). Parameters and rows go through PGlite's own serializers and
 * parsers, so values read and written are the same as with `query`.
 */
function preparedRunner(pg: PGlite) {
  const statements = new Map<string, { name: string; types: number[]; columns: messages.BackendMessage[] }>();
  return async <T>(sql: string, params: unknown[], syncToFs: boolean): Promise<QueryResult<T>> => {
    let statement = statements.get(sql);
    if (!statement) {
      const name = `onb_${statements.size}`;
      const described = await pg.execProtocol(concat([protocol.serialize.parse({ name, text: sql, types: [] }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]), { syncToFs: false });
      // The statement's row description (text format, as every run binds) stands for each run's, which is then not asked for.
      const columns = described.messages.filter((message) => message.name === 'rowDescription');
      statement = { name, types: parse.parseDescribeStatementResults(described.messages), columns };
      statements.set(sql, statement);
    }
    const { types, columns } = statement;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serialize = pg.serializers[types[i] ?? 0];
      if (serialize) return serialize(value);
      // What PGlite's own query does with a type it has no serializer for.
      return (value as { toString(): string }).toString();
    });
    const ran = await pg.execProtocol(
      concat([protocol.serialize.bind({ statement: statement.name, values }), protocol.serialize.execute({}), protocol.serialize.sync()]),
      { syncToFs },
    );
    return { rows: (parse.parseResults([...columns, ...ran.messages], pg.parsers)[0]?.rows ?? []) as T[] };
  };
}

/**
 * Opens the embedded PostgreSQL (PGlite): in a data folder, or in memory when none is given, starting from the
 * data of `startFrom` (a `dumpDataDir` archive) when given. Once it is closed, or when its disk is full, every call
 * throws DatabaseUnavailableError (503), as PostgreSQL's outages do.
 */
export async function openPgliteDatabase(dataDir?: string, startFrom?: Blob): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the trigram index of the staff search (migration 017), as on PostgreSQL.
  const pg = new PGlite({ ...(dataDir ? { dataDir } : {}), ...(startFrom ? { loadDataDir: startFrom } : {}), extensions: { pg_trgm } });
  await pg.waitReady;
  const run = preparedRunner(pg);
  // The prepared runner talks to PGlite's engine directly, which is gone once closed: checked before each call.
  const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
    if (pg.closed) throw new DatabaseUnavailableError(new Error('PGlite is closed'));
    try {
      return await work();
    } catch (error) {
      throw asUnavailable(error);
    }
  };
  return {
    kind: 'pglite',
    // The same locks PGlite's query takes: no other transaction runs meanwhile; written to disk before it resolves.
    query: <T>(sql: string, params: unknown[] = []) => guarded(() => pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => run<T>(sql, params, true)))),
    exec: (sql) => guarded(async () => void (await pg.exec(sql))),
    transaction: (work) => guarded(() =>
      pg.transaction((tx) => {
        const scoped: Queryable = {
          // Inside the transaction, which holds the transaction lock; its commit writes to disk.
          query: <T>(sql: string, params: unknown[] = []) => pg._runExclusiveQuery(() => run<T>(sql, params, false)),
          exec: async (sql: string) => {
            await tx.exec(sql);
          },
        };
        return work(scoped);
      })),
    close: () => pg.close(),
  };
}
