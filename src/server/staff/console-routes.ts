import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AuditPage, AuditQuery, AUDIT_PAGE_SIZE } from '../../contract/audit-api';
import { EnrolmentDetail } from '../../contract/enrolment-detail-api';
import { ENROLMENT_PAGE_SIZE, EnrolmentListQuery, EnrolmentPage, EnrolmentSearch, SEARCH_MATCH_CAP } from '../../contract/enrolment-list-api';
import { EnrolmentIdParams } from '../../contract/json-shapes';
import { StaffSession, StaffSignIn } from '../../contract/staff-session-api';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { ERROR_RESPONSE_ID, errorResponses } from '../http/error-responses';
import type { FlowVersions } from '../enrolment/flow-versions';
import { auditPage, recordAudit } from './audit-log';
import { listEnrolments } from './staff-enrolments';
import { enrolmentDetail } from './staff-enrolment-detail';
import { createStaffSession, endStaffSession, purgeStaffSessions, STAFF_COOKIE, STAFF_IDLE_SECONDS, STAFF_MAX_SECONDS } from './staff-sessions';
import { StaffSessionError } from './staff-identity';
import { staffNameFor } from './staff-auth';
import { staffCredentialHash } from './staff-credential';
import { secureCookie } from '../http/cookie-security';
import { searchTerms, SearchTooShortError } from './search-terms';
import { matchingIds } from './enrolment-search-sql';
import { readListCursor } from './list-cursor';
import { queryTooBroad, staffQuery } from './staff-query';
import { searchHash } from './search-hash';

/** What the console routes need; `identify` is the one staff check (bearer or session), `countFailure` the staffFailures limit. */
export interface ConsoleRouteOptions {
  db: Database;
  tokens: Record<string, string>;
  now: () => Date;
  cookieSecure: boolean;
  versions: FlowVersions;
  flags: Record<string, boolean>;
  marketField?: string;
  identify: (request: FastifyRequest) => Promise<string>;
  countFailure: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

const errors = errorResponses(400, 401, 403, 404, 429, 500, 503);
// A route with a body also refuses one too large or not JSON before its handler runs.
const bodyErrors = errorResponses(400, 401, 403, 404, 413, 415, 429, 500, 503);
const enrolmentPageResponse = {
  200: EnrolmentPage,
  ...errors,
  422: { $ref: `${ERROR_RESPONSE_ID}#`, description: 'query_too_broad: the search found more than the cap, or the query ran past its time; the message says how to narrow it' },
};

function refuseBackwardsRange(range: { from?: string; to?: string }): void {
  if (range.from && range.to && range.from > range.to) throw new ApiError(400, 'invalid_range', `from (${range.from}) is after to (${range.to}); swap them.`);
}

/** The care-team console's API under /staff: sign-in session, the enrolment list and one enrolment, the audit log. */
export async function consoleRoutes(scope: FastifyInstance, opts: ConsoleRouteOptions): Promise<void> {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = opts;
  const cookieOptions = (request: FastifyRequest) => ({ path: '/staff', httpOnly: true, sameSite: 'strict' as const, secure: secureCookie(request, opts.cookieSecure), maxAge: STAFF_MAX_SECONDS });

  app.post('/session', {
    config: { identify: false },
    schema: {
      operationId: 'startStaffSession', security: [],
      summary: 'Sign in to the console: a staff token (STAFF_TOKENS) for a session cookie; a wrong one counts as a failed sign-in',
      body: StaffSignIn,
      response: { 200: StaffSession, ...errorResponses(400, 401, 413, 415, 429, 500, 503) },
    },
  }, async (request, reply) => {
    const { token } = request.body;
    let staff: string;
    try {
      staff = staffNameFor(`Bearer ${token}`, opts.tokens);
    } catch {
      await opts.countFailure(request, reply);
      throw new ApiError(401, 'wrong_staff_token', 'That staff token is not valid here; check it and try again.');
    }
    const now = opts.now();
    await purgeStaffSessions(db, now);
    const session = await createStaffSession(db, staff, await staffCredentialHash(db, staff, token), now);
    await recordAudit(db, { staff, action: 'sign_in', now });
    void reply.setCookie(STAFF_COOKIE, session, cookieOptions(request));
    return { staff, idleSeconds: STAFF_IDLE_SECONDS };
  });

  app.get('/session', {
    schema: {
      operationId: 'getStaffSession',
      summary: 'Who the console is signed in as (counts as activity); 401 when signed out or expired',
      response: { 200: StaffSession, ...errors },
    },
  }, (request) => ({ staff: request.staff, idleSeconds: STAFF_IDLE_SECONDS }));

  app.delete('/session', {
    // Signing out needs no live session: an expired one is cleared all the same.
    config: { identify: false },
    schema: { operationId: 'endStaffSession', security: [{ staffSession: [] }, {}], summary: 'Sign out: the session ends on the server and the cookie is cleared', response: { 204: { type: 'null' }, ...errors } },
  }, async (request, reply) => {
    const cookie = request.cookies[STAFF_COOKIE];
    try {
      const staff = await opts.identify(request);
      await recordAudit(db, { staff, action: 'sign_out', now: opts.now() });
    } catch (error) {
      if (!(error instanceof StaffSessionError)) throw error;
    }
    if (cookie) await endStaffSession(db, cookie);
    void reply.clearCookie(STAFF_COOKIE, cookieOptions(request));
    return reply.status(204).send(null);
  });

  app.get('/enrolments', {
    schema: {
      operationId: 'listEnrolments',
      summary: 'Enrolments, newest first, with each member\'s name and contact, filtered by state group, unit, market and created day (UTC); paged by key (`after`/`before`)',
      querystring: EnrolmentListQuery,
      response: enrolmentPageResponse,
    },
    config: { audit: { action: 'list_enrolments' } },
  }, async (request) => {
    const { after, before, ...filters } = request.query;
    refuseBackwardsRange(filters);
    const keys = { after: readListCursor(after), before: readListCursor(before) };
    const { rows, ...place } = await staffQuery(db, (queryable) => listEnrolments(queryable, { ...filters, ...keys }));
    return { enrolments: rows, pageSize: ENROLMENT_PAGE_SIZE, ...place };
  });

  // A POST so that what was searched for travels in the body: never in an address, a server log line or a Referer.
  app.post('/enrolments/search', {
    schema: {
      operationId: 'searchEnrolments',
      summary: `Enrolments found by name or email (three letters or digits in a row), phone (any format), birth date or enrolment id (or its first 4 characters), with the list filters, at most ${SEARCH_MATCH_CAP}; audited as a keyed hash of the text`,
      body: EnrolmentSearch,
      response: { ...enrolmentPageResponse, ...bodyErrors },
    },
  }, async (request) => {
    const { staff } = request;
    const { q, locale, after, before, ...filters } = request.body;
    refuseBackwardsRange(filters);
    const keys = { after: readListCursor(after), before: readListCursor(before) };
    let terms;
    try {
      terms = searchTerms(q, locale);
    } catch (error) {
      if (error instanceof SearchTooShortError) throw new ApiError(400, error.code, error.message);
      throw error;
    }
    const { rows, ...place } = await staffQuery(db, async (queryable) => {
      const ids = terms ? await matchingIds(queryable, terms) : undefined;
      if (ids && ids.length > SEARCH_MATCH_CAP) throw queryTooBroad(`finds more than ${SEARCH_MATCH_CAP} enrolments`);
      return listEnrolments(queryable, { ...filters, ...keys, ...(ids ? { ids } : {}) });
    });
    await recordAudit(db, terms
      ? { staff, action: 'search_enrolments', searchHash: await searchHash(db, terms.normalised), now: opts.now() }
      : { staff, action: 'list_enrolments', now: opts.now() });
    return { enrolments: rows, pageSize: ENROLMENT_PAGE_SIZE, ...place };
  });

  app.get('/enrolments/:id', {
    schema: {
      operationId: 'getStaffEnrolment',
      summary: 'One enrolment: answers as the member saw them, consent receipts, the booking, the state history and the transitions offered',
      params: EnrolmentIdParams,
      response: {
        200: EnrolmentDetail,
        ...errors,
      },
    },
    config: { audit: { action: 'view_enrolment', enrolment: true } },
  }, (request) => enrolmentDetail(db, request.params.id, { versions: opts.versions, flags: opts.flags, marketField: opts.marketField, now: opts.now() }));

  app.get('/audit', {
    schema: {
      operationId: 'listAuditEntries',
      summary: 'The append-only audit log of staff reads and changes, newest first (who, what, when; no member data), narrowed by enrolment, staff member and action',
      querystring: AuditQuery,
      response: { 200: AuditPage, ...errors },
    },
    // The read is logged first, so the page a member of staff opens shows their own look at it.
    config: { audit: { action: 'view_audit', before: true } },
  }, async (request) => {
    const { page: asked, ...filter } = request.query;
    const page = Number(asked ?? '1');
    const { entries, total } = await auditPage(db, page, filter);
    return { entries, page, pageSize: AUDIT_PAGE_SIZE, total };
  });
}
