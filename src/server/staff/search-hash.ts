import { createHmac } from 'crypto';
import type { Queryable } from '../db/database';

const keys = new WeakMap<Queryable, Promise<string>>();

/**
 * What a staff member searched for, as the audit keeps it: HMAC-SHA256 of the normalised text under the database's
 * own key (migration 017), so equal searches give equal hashes and the audit log alone never reveals the value.
 */
export async function searchHash(db: Queryable, normalised: string): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = db.query<{ hmac_key: string }>('select hmac_key from search_hash_key').then(({ rows }) => {
      const found = rows[0]?.hmac_key;
      if (!found) throw new Error('search_hash_key holds no key; run the migrations (017_enrolment_search.sql) to create one.');
      return found;
    });
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return createHmac('sha256', await key).update(normalised, 'utf8').digest('hex');
}
