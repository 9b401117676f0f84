/** A row set returned by a query. */
export interface QueryResult<T> {
  rows: T[];
}

/** Something that runs SQL with $1-style parameters: the database or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** The database the server uses: PGlite (embedded) or PostgreSQL, behind one small interface. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
