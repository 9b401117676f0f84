import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

/** 403 `cross_origin_refused`: a state change sent by a page of another origin (a forged request). */
export class CrossOriginRefusedError extends ApiError {
  constructor() {
    super(403, 'cross_origin_refused', 'This API changes an enrolment only for pages of its own origin; the request\'s Origin or Sec-Fetch-Site names another. Send it from the page this site served.');
    this.name = 'CrossOriginRefusedError';
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether `origin` (an Origin header) is `own` (PUBLIC_URL's origin) or, without one, the request's own host. */
function isOwnOrigin(origin: string, own: string | undefined, host: string): boolean {
  let given: URL;
  try {
    given = new URL(origin);
  } catch {
    return false;
  }
  // A serialised origin has nothing after the port: a path, user, query or fragment means it is not one.
  if (given.pathname !== '/' || given.search || given.hash || given.username || given.password) return false;
  if (own !== undefined) return given.origin === own;
  // Without PUBLIC_URL the scheme is the Origin's own (behind a TLS proxy the server cannot know it), so only the
  // host and the port, read under that scheme, are compared: an Origin on the same host with another scheme differs in port.
  try {
    return new URL(`${given.protocol}//${host}`).host === given.host;
  } catch {
    return false;
  }
}

/**
 * onRequest hook of the member API: a state change (any method but GET, HEAD, OPTIONS) whose Sec-Fetch-Site is
 * other than same-origin, or whose Origin is a real origin other than the product's own (`publicOrigin`, PUBLIC_URL;
 * else the request's own host), is refused with 403 before anything is read. A request with neither header is
 * served (curl, servers and browsers too old to send them; the session cookie's SameSite=Lax still keeps other sites
 * off), and so is `Origin: null` unless Sec-Fetch-Site says another origin sent it: under the pages'
 * `Referrer-Policy: no-referrer` a browser sends null for its own page's posts (docs/decisions/member-api-origin.md).
 * `exempt` routes check their caller themselves (the keyed log proxy, the first step's form post).
 */
export function refuseCrossOrigin(publicOrigin: string | undefined, exempt: ReadonlySet<string>) {
  const refused = (request: FastifyRequest): boolean => {
    if (SAFE_METHODS.has(request.method) || exempt.has(request.routeOptions.url ?? '')) return false;
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin') return true;
    const origin = request.headers.origin;
    if (origin === undefined || origin === 'null') return false;
    return !isOwnOrigin(origin, publicOrigin, request.host);
  };
  return (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void => {
    done(refused(request) ? new CrossOriginRefusedError() : undefined);
  };
}
