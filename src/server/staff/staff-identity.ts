import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import type { Queryable } from '../db/database';
import { bearerToken, isWrongBearer, staffNameFor } from './staff-auth';
import { currentCredentials, triedTokenHash } from './staff-credential';
import { STAFF_COOKIE, touchStaffSession } from './staff-sessions';

/** The header the console sends on every state-changing call made with the session cookie (CSRF guard). */
export const STAFF_REQUEST_HEADER = 'x-staff-request';

/** 401 `staff_session_expired` / `unauthorized`: the console's cookie opens nothing (any more). */
export class StaffSessionError extends ApiError {
  constructor(code: 'staff_session_expired' | 'unauthorized') {
    super(401, code, code === 'staff_session_expired'
      ? 'The staff session ended after 1800 s without activity (or at the end of the day); sign in again with POST /staff/session.'
      : 'Sign in with POST /staff/session, or send a staff bearer token: Authorization: Bearer <token>.');
    this.name = 'StaffSessionError';
  }
}

/** 403 `csrf_header_missing`: a state-changing call made with the session cookie but without the console's header. */
export class StaffCsrfError extends ApiError {
  constructor() {
    super(403, 'csrf_header_missing', `Send the header ${STAFF_REQUEST_HEADER}: 1 with every state-changing call made with the staff session cookie.`);
    this.name = 'StaffCsrfError';
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * Who is asking, for every staff route: a bearer token (the API, STAFF_TOKENS) or the console's session cookie
 * (idle limit enforced here, every request counts as activity). A cookie-borne state change must carry
 * STAFF_REQUEST_HEADER: a cross-site form cannot set it (and SameSite=Strict keeps the cookie off such requests anyway).
 */
export function staffIdentity(deps: { db: Queryable; tokens: Record<string, string>; now: () => Date }) {
  return async (request: FastifyRequest): Promise<string> => {
    if (request.headers.authorization !== undefined) return staffNameFor(request.headers.authorization, deps.tokens);
    const cookie = request.cookies[STAFF_COOKIE];
    if (!cookie) throw new StaffSessionError('unauthorized');
    if (!SAFE_METHODS.has(request.method) && request.headers[STAFF_REQUEST_HEADER] !== '1') throw new StaffCsrfError();
    const outcome = await touchStaffSession(deps.db, cookie, deps.now(), { names: Object.keys(deps.tokens), credentials: await currentCredentials(deps.db, deps.tokens) });
    if ('ended' in outcome) throw new StaffSessionError(outcome.ended === 'expired' ? 'staff_session_expired' : 'unauthorized');
    return outcome.staff;
  };
}

/**
 * Whether a staff request counts as a failed sign-in for the rate limits (staffFailure), decided before the body
 * is read: a wrong bearer token only. No credential is a 401, not an attempt; a session cookie is 256 random bits
 * (not worth guessing); a wrong token sent to POST /staff/session is counted by that route once it has read the body.
 */
export function countsAsStaffFailure(request: FastifyRequest, tokens: Record<string, string>): boolean {
  return isWrongBearer(request.headers.authorization, tokens);
}

/** The key of the token a failed sign-in tried (the bearer token, else the sign-in body's): a keyed hash, never the token. */
export function triedCredentialKey(db: Queryable) {
  return (request: FastifyRequest): Promise<string> => {
    const body: unknown = request.body;
    const token = typeof body === 'object' && body !== null && 'token' in body ? body.token : undefined;
    const tried = bearerToken(request.headers.authorization) ?? (typeof token === 'string' ? token : '');
    return triedTokenHash(db, tried);
  };
}
