import { errorResponse } from '../http/error-responses';

/**
 * The codes a route of the member's own enrolment answers 401 with: no session, an idle one, and the two a device the
 * member left gets (the enrolment went on elsewhere with a continue-later link, or was then submitted there). Pages
 * tell the member what happened from the code, so these names are a contract.
 */
export const MEMBER_SESSION_CODES = ['no_session', 'session_expired', 'enrolment_moved', 'enrolment_submitted_elsewhere'] as const;

/** The 401 answer of a member route: the one error shape, with its code one of MEMBER_SESSION_CODES. */
export const memberSessionError = {
  description: 'The session opens no enrolment: none or unknown (no_session), idle too long (session_expired), or this device was left: the enrolment goes on on another device (enrolment_moved) or was submitted there (enrolment_submitted_elsewhere).',
  allOf: [{ $ref: errorResponse(401).$ref }, { type: 'object', properties: { error: { type: 'object', properties: { code: { enum: [...MEMBER_SESSION_CODES] } } } } }],
};
