import type { Database, Queryable } from '../db/database';
import { errorCode } from '../db/error-code';
import { ApiError } from '../http/api-error';

/** Longest a staff list or search may run on PostgreSQL before it is cancelled (README "Staff console"). */
export const STAFF_QUERY_TIMEOUT_MS = 2000;

// SQLSTATE query_canceled: what statement_timeout raises.
const QUERY_CANCELED = '57014';

/**
 * Runs a staff list or search. On PostgreSQL it runs in its own transaction with a local statement_timeout, so
 * one broad query cannot hold a connection and the database's CPU; a cancelled one is a 422 saying how to
 * narrow it. PGlite runs in the node's own thread where no timer can interrupt it: there the queries themselves
 * are bounded (a search reads at most SEARCH_MATCH_CAP matches, pages are read by key from an index).
 */
export async function staffQuery<T>(db: Database, work: (queryable: Queryable) => Promise<T>): Promise<T> {
  if (db.kind !== 'postgres') return work(db);
  try {
    return await db.transaction(async (tx) => {
      await tx.query(`set local statement_timeout = ${STAFF_QUERY_TIMEOUT_MS}`);
      return work(tx);
    });
  } catch (error) {
    if (errorCode(error) === QUERY_CANCELED) throw queryTooBroad(`took longer than ${STAFF_QUERY_TIMEOUT_MS / 1000} s and was stopped`);
    throw error;
  }
}

/** The 422 of a staff query too broad to answer: what happened, then how to narrow it. */
export function queryTooBroad(what: string): ApiError {
  return new ApiError(422, 'query_too_broad', `This search or list ${what}; narrow it: type more of the name, or search by phone, birth date or enrolment id, or pick a state, unit, market or dates.`);
}
