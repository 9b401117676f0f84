import { createHash, randomBytes } from 'crypto';
import { MEMBER_TIME_LIMITS } from '../../time/member-time-limits';

/** Name of the member's session cookie (HttpOnly, SameSite=Lax). */
export const SESSION_COOKIE = 'onb_sid';

/** The member is logged out after this many seconds without activity (docs/spec/states.md#session, docs/spec/constants.md#session-timeout). */
export const SESSION_TIMEOUT_SECONDS = MEMBER_TIME_LIMITS.sessionIdleSeconds;

/** A new random session token (256 bits, URL-safe). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The hash stored in the database; the token itself is never stored. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
