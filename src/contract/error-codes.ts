/**
 * Every `error.code` the API answers with, in the one error shape `{ "error": { "code", "message", ... } }`: the one
 * list clients read and the server's errors are typed against (a code not listed here does not compile).
 */
export const ERROR_CODES = [
  // The request itself: its shape, its text, its transport.
  'invalid_request', 'invalid_json', 'invalid_text', 'bad_request', 'bad_url', 'malformed_request', 'body_too_large', 'unsupported_media_type',
  'uri_too_long', 'headers_too_large', 'request_timeout', 'expectation_failed', 'client_gone', 'not_found', 'form_expected',
  // Origins, credentials and limits.
  'cross_origin', 'cross_origin_refused', 'csrf_header_missing', 'unauthorized', 'forbidden', 'wrong_staff_token', 'staff_session_expired', 'rate_limited',
  'too_many_holds', 'logging_off',
  // The member's session and enrolment.
  'no_session', 'session_expired', 'enrolment_moved', 'enrolment_submitted_elsewhere', 'enrolment_changing', 'no_open_enrolment', 'already_submitted',
  'not_submitted', 'unknown_step', 'step_unreachable', 'not_a_form_step', 'validation_failed', 'incomplete', 'stale_answer', 'stale_save',
  'invalid_save_sequence', 'slot_taken', 'flow_version_unsupported',
  // Continue later.
  'resume_needs_profile', 'resume_detail_wrong', 'resume_link_invalid',
  // Staff.
  'unknown_enrolment', 'not_enrolled', 'transition_not_offered', 'reason_missing', 'consent_not_in_force', 'invalid_range', 'invalid_cursor',
  'search_too_short', 'query_too_broad', 'unknown_flow_version', 'funnel_bad_day', 'funnel_range_reversed', 'funnel_not_one_week', 'funnel_week_not_published',
  // The server's side.
  'server_error', 'database_unavailable',
] as const;

/** One code of ERROR_CODES. */
export type ErrorCode = (typeof ERROR_CODES)[number];
