/** The `$id` the one error shape (errorResponseSchema, src/server/http/error-handler.ts) is shared under, and its name in the OpenAPI documents. */
export const ERROR_RESPONSE_ID = 'ErrorResponse';

/** What each error status means across the API; the body is always the one error shape, `error.code` says which case. */
const ERROR_STATUSES = {
  400: 'The request breaks the route\'s schema (invalid_request, invalid_json) or the flow\'s rules (validation_failed).',
  401: 'No valid session or credential: sign in, or start a new enrolment.',
  403: 'Not allowed from here: a change sent by a page of another origin (cross_origin_refused, cross_origin), or a cookie-borne change without the console\'s header.',
  404: 'No such resource (or the feature is off on this server).',
  409: 'The request does not fit the current state; `error.code` says what to do first.',
  410: 'The link is used, expired or replaced.',
  413: 'The body is larger than this route accepts (body_too_large).',
  414: 'The address is longer than the server accepts (a path parameter past its length limit).',
  415: 'The body is not in a media type this route accepts.',
  429: 'Too many requests: Retry-After says when to send again.',
  500: 'Something failed on the server (server_error); it is logged, and the answer carries no detail.',
  503: 'The database is unavailable or a change is settling: Retry-After says when to send again.',
} as const;

/** An error status the API answers with. */
export type ErrorStatus = keyof typeof ERROR_STATUSES;

/** A reference to the shared error shape, described for one status. */
export const errorResponse = (status: ErrorStatus) => ({ $ref: `${ERROR_RESPONSE_ID}#`, description: ERROR_STATUSES[status] }) as const;

/** The response schemas of the error statuses a route can answer, each a reference to the one shared error shape. */
export function errorResponses(...statuses: ErrorStatus[]): Partial<Record<ErrorStatus, ReturnType<typeof errorResponse>>> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponse(status)]));
}
