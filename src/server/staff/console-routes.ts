import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UNITS } from '../../reference/units';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { ERROR_RESPONSE_ID, errorResponses } from '../http/error-responses';
import type { FlowVersions } from '../enrolment/flow-versions';
import { AUDIT_ACTIONS } from '../../patient/audit-actions';
import { AUDIT_PAGE_SIZE, auditPage, recordAudit, type AuditFilter } from './audit-log';
import { ENROLMENT_PAGE_SIZE, listEnrolments, STATE_FILTERS } from './staff-enrolments';
import { enrolmentDetail } from './staff-enrolment-detail';
import { createStaffSession, endStaffSession, purgeStaffSessions, STAFF_COOKIE, STAFF_IDLE_SECONDS, STAFF_MAX_SECONDS } from './staff-sessions';
import { StaffSessionError } from './staff-identity';
import { staffNameFor } from './staff-auth';
import { staffCredentialHash } from './staff-credential';
import { secureCookie } from '../http/cookie-security';
import { searchTerms, SearchTooShortError } from './search-terms';
import { matchingIds, SEARCH_MATCH_CAP } from './enrolment-search-sql';
import { LIST_CURSOR_PATTERN, readListCursor } from './list-cursor';
import { queryTooBroad, staffQuery } from './staff-query';
import { searchHash } from './search-hash';
import { UI_LANGUAGE_TABLE } from '../../reference/ui-languages';

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
const STATE = { type: ['string', 'null'], maxLength: 64 };
const MARKETS = ['US', 'CA', 'UK', 'EU', 'OTHER'];
// Query strings stay strings (the API does not coerce types): a page is 1-10000 written plainly.
const PAGE = { type: 'string', pattern: '^([1-9][0-9]{0,3}|10000)$' };
const pageNumber = (page: string | undefined) => Number(page ?? '1');
const pageOf = (size: number) => ({ pageSize: { type: 'integer', const: size }, total: { type: 'integer' } });
const looseObject = { type: 'object', additionalProperties: true };
const nullableString = { type: ['string', 'null'] };

const listFilters = {
  state: { enum: [...STATE_FILTERS] }, unit: { enum: [...UNITS] }, market: { enum: MARKETS },
  from: { type: 'string', format: 'date' }, to: { type: 'string', format: 'date' },
};
/** Longest search text: longer than any name, email, phone, date or id, and small enough to hash and match cheaply. */
const SEARCH_MAX_LENGTH = 200;
// Pages of enrolments are turned by key: `after` the last row of a page, or `before` its first (never both).
const CURSOR = { type: 'string', pattern: LIST_CURSOR_PATTERN };
const turnPage = { after: CURSOR, before: CURSOR };
const oneWay = { not: { type: 'object', properties: turnPage, required: ['after', 'before'] } };
const enrolmentPageResponse = {
  200: {
    type: 'object', required: ['enrolments', 'page', 'pageSize', 'total', 'previous', 'next'],
    properties: {
      page: { type: 'integer', minimum: 1, description: 'Where the page stands: 1 + the matching enrolments newer than its first row, over the page size' },
      ...pageOf(ENROLMENT_PAGE_SIZE),
      previous: { type: ['string', 'null'], description: 'Send as `before` for the newer page; null on the first' },
      next: { type: ['string', 'null'], description: 'Send as `after` for the older page; null on the last' },
      enrolments: {
        type: 'array',
        items: {
          type: 'object', required: ['id', 'createdAt', 'flowVersion', 'status'],
          properties: {
            id: { type: 'string' }, createdAt: { type: 'string' }, name: nullableString, email: nullableString, phone: nullableString,
            unit: nullableString, market: nullableString, flowVersion: { type: 'string' }, status: { type: 'string' }, patientState: STATE,
          },
        },
      },
    },
  },
  ...errors,
  422: { $ref: `${ERROR_RESPONSE_ID}#`, description: 'query_too_broad: the search found more than the cap, or the query ran past its time; the message says how to narrow it' },
};

function refuseBackwardsRange(range: { from?: string; to?: string }): void {
  if (range.from && range.to && range.from > range.to) throw new ApiError(400, 'invalid_range', `from (${range.from}) is after to (${range.to}); swap them.`);
}

/** The care-team console's API under /staff: sign-in session, the enrolment list and one enrolment, the audit log. */
export async function consoleRoutes(app: FastifyInstance, opts: ConsoleRouteOptions): Promise<void> {
  const { db } = opts;
  const cookieOptions = (request: FastifyRequest) => ({ path: '/staff', httpOnly: true, sameSite: 'strict' as const, secure: secureCookie(request, opts.cookieSecure), maxAge: STAFF_MAX_SECONDS });

  app.post('/session', {
    schema: {
      operationId: 'startStaffSession', security: [],
      summary: 'Sign in to the console: a staff token (STAFF_TOKENS) for a session cookie; a wrong one counts as a failed sign-in',
      body: { type: 'object', additionalProperties: false, required: ['token'], properties: { token: { type: 'string', minLength: 1, maxLength: 512 } } },
      response: { 200: { type: 'object', required: ['staff', 'idleSeconds'], properties: { staff: { type: 'string' }, idleSeconds: { type: 'integer' } } }, ...errorResponses(400, 401, 413, 415, 429, 500, 503) },
    },
  }, async (request, reply) => {
    const { token } = request.body as { token: string };
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
      response: { 200: { type: 'object', required: ['staff', 'idleSeconds'], properties: { staff: { type: 'string' }, idleSeconds: { type: 'integer' } } }, ...errors },
    },
  }, async (request) => ({ staff: await opts.identify(request), idleSeconds: STAFF_IDLE_SECONDS }));

  app.delete('/session', {
    // Signing out needs no live session: an expired one is cleared all the same.
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
    return reply.status(204).send();
  });

  app.get('/enrolments', {
    schema: {
      operationId: 'listEnrolments',
      summary: 'Enrolments, newest first, with each member\'s name and contact, filtered by state group, unit, market and created day (UTC); paged by key (`after`/`before`)',
      querystring: {
        type: 'object', additionalProperties: false, ...oneWay,
        properties: { ...listFilters, ...turnPage },
      },
      response: enrolmentPageResponse,
    },
  }, async (request) => {
    const staff = await opts.identify(request);
    const { after, before, ...filters } = request.query as { state?: string; unit?: string; market?: string; from?: string; to?: string; after?: string; before?: string };
    refuseBackwardsRange(filters);
    const keys = { after: readListCursor(after), before: readListCursor(before) };
    const { rows, ...place } = await staffQuery(db, (queryable) => listEnrolments(queryable, { ...filters, ...keys }));
    await recordAudit(db, { staff, action: 'list_enrolments', now: opts.now() });
    return { enrolments: rows, pageSize: ENROLMENT_PAGE_SIZE, ...place };
  });

  // A POST so that what was searched for travels in the body: never in an address, a server log line or a Referer.
  app.post('/enrolments/search', {
    schema: {
      operationId: 'searchEnrolments',
      summary: `Enrolments found by name or email (three letters or digits in a row), phone (any format), birth date or enrolment id (or its first 4 characters), with the list filters, at most ${SEARCH_MATCH_CAP}; audited as a keyed hash of the text`,
      body: {
        type: 'object', additionalProperties: false, required: ['q', 'locale'], ...oneWay,
        properties: {
          q: { type: 'string', maxLength: SEARCH_MAX_LENGTH }, locale: { enum: UI_LANGUAGE_TABLE.map((info) => info.code) },
          ...listFilters, ...turnPage,
        },
      },
      response: { ...enrolmentPageResponse, ...bodyErrors },
    },
  }, async (request) => {
    const staff = await opts.identify(request);
    const { q, locale, after, before, ...filters } = request.body as { q: string; locale: string; after?: string; before?: string; state?: string; unit?: string; market?: string; from?: string; to?: string };
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
      params: { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } },
      response: {
        200: {
          type: 'object', required: ['id', 'steps', 'receipts', 'booking', 'history', 'offered', 'consentsInForce', 'withdrawals', 'minor'],
          properties: {
            id: { type: 'string' }, createdAt: { type: 'string' }, submittedAt: nullableString, unit: nullableString, market: nullableString,
            flowVersion: { type: 'string' }, status: { type: 'string' }, locale: { type: 'string' }, patientState: STATE,
            offered: { type: 'array', items: { type: 'string' } },
            answerContext: { type: 'object', properties: { country: { type: 'string' }, timezone: { type: 'string' } } },
            steps: {
              type: 'array',
              items: {
                type: 'object', properties: {
                  stepId: { type: 'string' }, titleKey: { type: 'string' },
                  answers: { type: 'array', items: { type: 'object', properties: { field: looseObject, value: {} } } },
                },
              },
            },
            receipts: {
              type: 'array',
              items: {
                type: 'object', properties: {
                  consentId: { type: 'string' }, decision: { type: 'string' }, document: nullableString, documentVariant: nullableString, documentUrl: nullableString,
                  documentVersion: nullableString, shownSha256: nullableString, locale: { type: 'string' }, flowVersion: { type: 'string' }, decidedAt: { type: 'string' },
                },
              },
            },
            booking: { anyOf: [{ type: 'null' }, { type: 'object', properties: { start: { type: 'string' }, end: { type: 'string' }, status: { enum: ['held', 'confirmed', 'cancelled'] } } }] },
            history: {
              type: 'array',
              items: { type: 'object', properties: { from: nullableString, to: { type: 'string' }, changedBy: { type: 'string' }, changedAt: { type: 'string' }, reason: nullableString } },
            },
            consentsInForce: { type: 'object', additionalProperties: { enum: ['accepted', 'declined', 'withdrawn'] } },
            withdrawals: {
              type: 'array',
              items: { type: 'object', required: ['consentId', 'by', 'at', 'reason'], properties: { consentId: { type: 'string' }, by: { type: 'string' }, at: { type: 'string' }, reason: { type: 'string' } } },
            },
            minor: { anyOf: [{ type: 'null' }, { type: 'object', required: ['guardianName'], properties: { guardianName: { type: 'string' } } }] },
          },
        },
        ...errors,
      },
    },
  }, async (request) => {
    const staff = await opts.identify(request);
    const { id } = request.params as { id: string };
    const detail = await enrolmentDetail(db, id, { versions: opts.versions, flags: opts.flags, marketField: opts.marketField, now: opts.now() });
    await recordAudit(db, { staff, action: 'view_enrolment', enrolmentId: id, now: opts.now() });
    return detail;
  });

  app.get('/audit', {
    schema: {
      operationId: 'listAuditEntries',
      summary: 'The append-only audit log of staff reads and changes, newest first (who, what, when; no member data), narrowed by enrolment, staff member and action',
      querystring: {
        type: 'object', additionalProperties: false,
        properties: { page: PAGE, enrolment: { type: 'string', format: 'uuid' }, staff: { type: 'string', pattern: '^[A-Za-z0-9_.-]{1,64}$' }, action: { enum: [...AUDIT_ACTIONS] } },
      },
      response: {
        200: {
          type: 'object', required: ['entries', 'page', 'pageSize', 'total'],
          properties: {
            page: { type: 'integer' }, ...pageOf(AUDIT_PAGE_SIZE),
            entries: { type: 'array', items: { type: 'object', properties: { staff: { type: 'string' }, action: { enum: [...AUDIT_ACTIONS] }, enrolmentId: nullableString, at: { type: 'string' } } } },
          },
        },
        ...errors,
      },
    },
  }, async (request) => {
    const staff = await opts.identify(request);
    const { page: asked, ...filter } = request.query as { page?: string } & AuditFilter;
    const page = pageNumber(asked);
    // The read is logged first, so the page a member of staff opens shows their own look at it.
    await recordAudit(db, { staff, action: 'view_audit', now: opts.now() });
    const { entries, total } = await auditPage(db, page, filter);
    return { entries, page, pageSize: AUDIT_PAGE_SIZE, total };
  });
}
