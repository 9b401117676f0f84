import type { Queryable } from '../db/database';
import { hashSessionToken, newSessionToken } from '../enrolment/session';

/** The console's session cookie: HttpOnly, SameSite=Strict, only sent to /staff (the API), Secure when configured. */
export const STAFF_COOKIE = 'staff_sid';

/** A staff session ends after this many seconds without a request (the member's rule, docs/spec/constants.md#session-timeout). */
export const STAFF_IDLE_SECONDS = 1800;

/** ...and in any case this long after sign-in (one working day), so a forgotten tab does not live for ever. */
export const STAFF_MAX_SECONDS = 8 * 3600;

/** What a session cookie opens: the staff name, or why it opens nothing. */
export type StaffSessionOutcome = { staff: string } | { ended: 'expired' | 'unknown' };

/** Starts a session for `staff`, made with `credential` (staffCredentialHash); returns the cookie's token (only its hash is stored). */
export async function createStaffSession(db: Queryable, staff: string, credential: string, now: Date): Promise<string> {
  const token = newSessionToken();
  await db.query('insert into staff_sessions (token_hash, staff_name, credential_hash, created_at, last_seen_at) values ($1, $2, $3, $4, $4)', [hashSessionToken(token), staff, credential, now.toISOString()]);
  return token;
}

/**
 * The session of a cookie, in one statement: alive (idle at most STAFF_IDLE_SECONDS, younger than
 * STAFF_MAX_SECONDS, its staff name still in `names`, the credential it was made with still one of `credentials`
 * (currentCredentials)) → activity recorded; otherwise it is deleted, so a rotated or removed token ends its
 * sessions at their next use.
 */
export async function touchStaffSession(db: Queryable, token: string, now: Date, current: { names: readonly string[]; credentials: readonly string[] }): Promise<StaffSessionOutcome> {
  const { rows } = await db.query<{ staff_name: string; alive: boolean }>(
    `with found as (select token_hash, staff_name,
       -- A session from before credential_hash existed has none: not alive (null would be neither touched nor deleted).
       coalesce(last_seen_at >= $2::timestamptz - make_interval(secs => $3) and created_at >= $2::timestamptz - make_interval(secs => $4)
       and staff_name = any($5::text[]) and credential_hash = any($6::text[]), false) as alive
       from staff_sessions where token_hash = $1),
     touched as (update staff_sessions s set last_seen_at = $2 from found where s.token_hash = found.token_hash and found.alive returning s.token_hash),
     gone as (delete from staff_sessions s using found where s.token_hash = found.token_hash and not found.alive returning s.token_hash)
     select staff_name, alive from found`,
    [hashSessionToken(token), now.toISOString(), STAFF_IDLE_SECONDS, STAFF_MAX_SECONDS, [...current.names], [...current.credentials]],
  );
  const row = rows[0];
  if (!row) return { ended: 'unknown' };
  return row.alive ? { staff: row.staff_name } : { ended: 'expired' };
}

/** Ends a session at once (sign-out); the cookie opens nothing afterwards. */
export async function endStaffSession(db: Queryable, token: string): Promise<void> {
  await db.query('delete from staff_sessions where token_hash = $1', [hashSessionToken(token)]);
}

/** Forgets sessions that can no longer be used (called at sign-in, so the table stays small without a timer). */
export async function purgeStaffSessions(db: Queryable, now: Date): Promise<void> {
  await db.query('delete from staff_sessions where last_seen_at < $1::timestamptz - make_interval(secs => $2) or created_at < $1::timestamptz - make_interval(secs => $3)', [now.toISOString(), STAFF_IDLE_SECONDS, STAFF_MAX_SECONDS]);
}
