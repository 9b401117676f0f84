import type { Queryable } from '../db/database';
import { searchHash } from './search-hash';

// Under the database's own key (the search hashes' key), each kind with its own prefix, so no search text, tried
// token or name-and-token pair hashes alike; NUL cannot occur in a search or a configured token.
const TRIED = 'staff-token-tried\u0000';
const HELD = 'staff-credential\u0000';

/** A token someone tried, as the failed sign-in counter keys it: a keyed hash, so the counter table never holds it. */
export function triedTokenHash(db: Queryable, token: string): Promise<string> {
  return searchHash(db, `${TRIED}${token}`);
}

/** The credential a session is made with: the staff name and its token, as a keyed hash (staff_sessions.credential_hash). */
export function staffCredentialHash(db: Queryable, staff: string, token: string): Promise<string> {
  return searchHash(db, `${HELD}${staff}\u0000${token}`);
}

const current = new WeakMap<Queryable, WeakMap<Record<string, string>, Promise<string[]>>>();

/** The credentials STAFF_TOKENS holds now (computed once per database and configuration): a session made with another has ended. */
export function currentCredentials(db: Queryable, tokens: Record<string, string>): Promise<string[]> {
  const ofDb = current.get(db) ?? new WeakMap<Record<string, string>, Promise<string[]>>();
  current.set(db, ofDb);
  let hashes = ofDb.get(tokens);
  if (!hashes) {
    hashes = Promise.all(Object.entries(tokens).map(([staff, token]) => staffCredentialHash(db, staff, token)));
    ofDb.set(tokens, hashes);
    hashes.catch(() => ofDb.delete(tokens));
  }
  return hashes;
}
