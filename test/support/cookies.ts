import type { LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../../src/server/enrolment/session';
import { STAFF_COOKIE } from '../../src/server/staff/staff-sessions';

/**
 * The `name=value` pair a follow-up request sends back for the cookie an answer set (the member's session unless
 * another is named, e.g. the console's STAFF_COOKIE). Throws with the answer's status and body when it set none, so a
 * refused start or sign-in fails where it happened instead of as a 401 further on.
 */
export function cookieOf(res: LightMyRequestResponse, name: string = SESSION_COOKIE): string {
  const jar = res.cookies.find((cookie) => cookie.name === name);
  if (!jar) throw new Error(`no ${name} cookie (status ${res.statusCode}: ${res.body})`);
  return `${name}=${jar.value}`;
}

/** The console's staff session cookie an answer set (`POST /staff/session`), as `name=value`. */
export function staffCookieOf(res: LightMyRequestResponse): string {
  return cookieOf(res, STAFF_COOKIE);
}
