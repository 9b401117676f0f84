/**
 * The only entries the page may ship to the log proxy: an event code and typed fields, no free text. The proxy's
 * JSON schema is built from this table and the page's types are read from it, so both sides hold one contract.
 */

/** Error names a log may carry; the page sends `other` for any other name (a name can be anything the code chose). */
export const CLIENT_ERROR_NAMES = [
  'Error', 'TypeError', 'RangeError', 'ReferenceError', 'SyntaxError', 'URIError', 'EvalError', 'AggregateError',
  'ChunkLoadError', 'AbortError', 'NetworkError', 'NotAllowedError', 'NotFoundError', 'NotSupportedError',
  'QuotaExceededError', 'SecurityError', 'InvalidStateError', 'InvalidCharacterError', 'DataCloneError', 'TimeoutError',
  'ApiCallError', 'NetworkUnreachableError', 'RequestTimeoutError', 'SvgIconError', 'other',
] as const;

/** The page's error boundaries, by what they wrap. */
export const CLIENT_COMPONENTS = ['app', 'resume'] as const;

/** Browser families, read from the user agent; anything else is `other`. */
export const CLIENT_BROWSERS = ['chrome', 'edge', 'firefox', 'safari', 'samsung', 'opera', 'other'] as const;

/** The member API's endpoints (namespaces of src/platform/member-endpoints.ts); anything else is `other`. */
export const CLIENT_ENDPOINTS = [
  'member/enrolment/start', 'member/enrolment/saveStep', 'member/enrolment/slots', 'member/enrolment/summary',
  'member/enrolment/submit', 'member/enrolment/logout', 'other',
] as const;

/** HTTP methods of the member API. */
export const CLIENT_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

/** The API's error codes a failed call may report; a code not listed is sent as `other` (its status still says much). */
export const CLIENT_API_CODES = [
  'bad_request', 'bad_url', 'client_gone', 'database_unavailable', 'unavailable', 'expectation_failed', 'headers_too_large',
  'incomplete', 'invalid_text', 'malformed_request', 'no_open_enrolment', 'no_session', 'not_found', 'not_submitted',
  'request_timeout', 'resume_detail_wrong', 'resume_link_invalid', 'resume_needs_profile', 'server_error',
  'session_expired', 'slot_taken', 'stale_answer', 'stale_save', 'too_many_holds', 'unknown_enrolment', 'unknown_step',
  'uri_too_long', 'validation_failed', 'rate_limited', 'forbidden', 'unauthorized', 'other',
] as const;

/**
 * A stack frame or script as `file:line:column`, the file being a script's name without its folder, query or origin.
 * The proxy keeps a file only when it is one of the built page's scripts; any other name is written as a keyed hash.
 */
export const FRAME_PATTERN = '^[\\w.-]{1,120}\\.js:\\d{1,7}:\\d{1,7}$';
/** A script's file name (a chunk that failed to load). */
export const SCRIPT_PATTERN = '^[\\w.-]{1,120}\\.js$';
/** Frames kept per error: the top of the stack says where it was thrown. */
export const MAX_FRAMES = 10;

/** Each field's JSON schema: enumerations, bounded integers and patterns, never free text. */
export const CLIENT_LOG_FIELDS = {
  error: { enum: CLIENT_ERROR_NAMES },
  component: { enum: CLIENT_COMPONENTS },
  frames: { type: 'array', maxItems: MAX_FRAMES, items: { type: 'string', maxLength: 140, pattern: FRAME_PATTERN } },
  chunk: { type: 'string', maxLength: 124, pattern: SCRIPT_PATTERN },
  endpoint: { enum: CLIENT_ENDPOINTS },
  method: { enum: CLIENT_METHODS },
  status: { type: 'integer', minimum: 0, maximum: 599 },
  code: { enum: CLIENT_API_CODES },
} as const;

/** A field of an event. */
export type ClientLogField = keyof typeof CLIENT_LOG_FIELDS;

/** Each event code: the level it is written at and its fields (all required). */
export const CLIENT_LOG_EVENTS = {
  window_error: { level: 'error', fields: ['error', 'frames'] },
  unhandled_rejection: { level: 'error', fields: ['error', 'frames'] },
  render_failed: { level: 'error', fields: ['error', 'component', 'frames'] },
  chunk_load_failed: { level: 'error', fields: ['chunk'] },
  icon_load_failed: { level: 'warn', fields: ['error'] },
  api_call_failed: { level: 'warn', fields: ['endpoint', 'method', 'status', 'code'] },
  patient_state_undecodable: { level: 'error', fields: [] },
} as const satisfies Record<string, { level: 'info' | 'warn' | 'error'; fields: readonly ClientLogField[] }>;

/** An event code. */
export type ClientLogEventCode = keyof typeof CLIENT_LOG_EVENTS;

/** The context every entry may carry besides its event's fields. */
export const CLIENT_LOG_CONTEXT = {
  timestamp: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z$' },
  /** The flow hash the page runs. */
  flowHash: { type: 'string', pattern: '^[0-9a-f]{16}$' },
  browser: {
    type: 'object', additionalProperties: false, required: ['name', 'version'],
    properties: { name: { enum: CLIENT_BROWSERS }, version: { type: 'integer', minimum: 0, maximum: 999 } },
  },
} as const;

type FieldValue<F> = F extends { enum: readonly (infer V)[] } ? V : F extends { type: 'integer' } ? number : F extends { type: 'array' } ? string[] : string;

/** One event as the page reports it: its code and its fields. */
export type ClientLogEvent = {
  [C in ClientLogEventCode]: { event: C } & { [K in (typeof CLIENT_LOG_EVENTS)[C]['fields'][number]]: FieldValue<(typeof CLIENT_LOG_FIELDS)[K]> };
}[ClientLogEventCode];

/** A browser family and major version. */
export interface ClientBrowser {
  name: (typeof CLIENT_BROWSERS)[number];
  version: number;
}

/** One entry as the page ships it: an event, when, and where (the step id is one of the flow's). */
export type ClientLogEntry = ClientLogEvent & { timestamp: string; step?: string; flowHash?: string; browser?: ClientBrowser };
