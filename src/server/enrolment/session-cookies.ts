import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_HINT_COOKIE } from '../../reference/session-hint';
import { SESSION_COOKIE, SESSION_TIMEOUT_SECONDS } from './session';
import { secureCookie } from '../http/cookie-security';

// The cookies outlive the idle limit so a submitted enrolment stays readable; the server ends an idle session itself.
const LIFETIME_SECONDS = SESSION_TIMEOUT_SECONDS * 48;

/**
 * Sets the member's HttpOnly session cookie and, beside it with the same lifetime, the readable session hint: the
 * page cannot see the session cookie, and without the hint a page whose storage was cleared would start a second
 * enrolment instead of resuming the server's copy.
 */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, token: string, cookieSecure: boolean): void {
  const secure = secureCookie(request, cookieSecure);
  reply.setCookie(SESSION_COOKIE, token, { path: '/member', httpOnly: true, sameSite: 'lax', secure, maxAge: LIFETIME_SECONDS });
  reply.setCookie(SESSION_HINT_COOKIE, '1', { path: '/', httpOnly: false, sameSite: 'lax', secure, maxAge: LIFETIME_SECONDS });
}

/** Removes the session cookie and its hint (logout). */
export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/member' });
  reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
}
