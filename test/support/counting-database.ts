import type { Database, Queryable } from '../../src/server/db/database';

/** The statements a wrapped database was sent, in order; a transaction shows as 'begin' … 'commit'. */
export interface StatementLog {
  statements: string[];
}

const first = (sql: string) => sql.trim().replace(/\s+/g, ' ').slice(0, 80);

/** Wraps `db` so that every statement it runs, and every transaction's begin and commit, is recorded in `log`. */
export function countingDatabase(db: Database, log: StatementLog): Database {
  const wrap = (target: Queryable): Queryable => ({
    query: (sql, params) => {
      log.statements.push(first(sql));
      return target.query(sql, params);
    },
    exec: (sql) => {
      log.statements.push(first(sql));
      return target.exec(sql);
    },
  });
  return {
    ...wrap(db),
    kind: db.kind,
    transaction: async (work) => {
      log.statements.push('begin');
      const result = await db.transaction((tx) => work(wrap(tx)));
      log.statements.push('commit');
      return result;
    },
    close: () => db.close(),
  };
}
