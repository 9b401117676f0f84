import type { FastifyRequest } from 'fastify';

/**
 * Whether a session cookie set in answer to `request` is marked Secure: always with COOKIE_SECURE, and whenever
 * the request came over https (directly, or through a proxy TRUST_PROXY believes). One rule for every cookie.
 */
export function secureCookie(request: FastifyRequest, cookieSecure: boolean): boolean {
  return cookieSecure || request.protocol === 'https';
}
