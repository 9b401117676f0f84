import type { Database, Queryable } from '../../src/server/db/database';

/**
 * Wraps `db` so that, the first time a statement matching `match` is about to run (outside or inside a
 * transaction; a transaction's start is the statement 'begin'), `meanwhile` runs to its end first: another node's
 * request landing between a request's read and its write, in a fixed order.
 */
export function beforeStatement(db: Database, match: (sql: string) => boolean, meanwhile: () => Promise<unknown>): Database {
  let armed = true;
  const first = async (sql: string) => {
    if (!armed || !match(sql)) return;
    armed = false;
    await meanwhile();
  };
  const wrap = (target: Queryable): Queryable => ({
    query: async (sql, params) => {
      await first(sql);
      return target.query(sql, params);
    },
    exec: (sql) => target.exec(sql),
  });
  return { ...wrap(db), kind: db.kind, transaction: async (work) => {
      // Before the transaction starts: PGlite has one connection, which an open transaction holds.
      await first('begin');
      return db.transaction((tx) => work(wrap(tx)));
    }, close: () => db.close() };
}
