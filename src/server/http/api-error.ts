import type { ErrorCode } from '../../contract/error-codes';
import type { FieldIssue } from '../../flow/custom-rules';

/** A domain outcome the caller caused, mapped to a 4xx answer by the one error handler. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldIssue[],
    /** More the caller needs to recover (e.g. `slots` after slot_taken), sent inside `error`. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** 400: answers that break the flow's rules; `fields` names each field and rule, `stepId` (at submit) the step holding them. */
export class ValidationFailedError extends ApiError {
  constructor(fields: FieldIssue[], stepId?: string) {
    const where = stepId === undefined ? '' : ` on step '${stepId}'`;
    super(400, 'validation_failed', `Answers${where} were rejected: ${fields.map((f) => `${f.field} (${f.rule})`).join(', ')}. Correct those fields and send again.`, fields, stepId === undefined ? undefined : { stepId });
    this.name = 'ValidationFailedError';
  }
}

/** 401: no session cookie, or one that expired. */
export class SessionError extends ApiError {
  constructor(code: 'no_session' | 'session_expired') {
    super(401, code, code === 'no_session' ? 'No enrolment session; start one with POST /member/enrolments.' : 'The session ended after 1800 s without activity; start a new enrolment.');
    this.name = 'SessionError';
  }
}

/** 404 / 409: a step that does not exist or is not on the member's path. */
export class StepError extends ApiError {
  constructor(code: 'unknown_step' | 'step_unreachable' | 'not_a_form_step', stepId: string) {
    const text = {
      unknown_step: `Step '${stepId}' does not exist in this flow; use a step id of the flow.`,
      step_unreachable: `Step '${stepId}' is not on this member's path given the answers so far; answer the earlier steps first.`,
      not_a_form_step: `Step '${stepId}' takes no answers; only form steps can be saved.`,
    }[code];
    super(code === 'unknown_step' ? 404 : 409, code, text);
    this.name = 'StepError';
  }
}

/** 409: the enrolment cannot be submitted yet (or any more); `stepId` names the step to answer first. */
export class SubmitError extends ApiError {
  constructor(code: 'incomplete' | 'already_submitted', detail: string, stepId?: string) {
    super(409, code, detail, undefined, stepId === undefined ? undefined : { stepId });
    this.name = 'SubmitError';
  }
}

/** 409 `stale_answer`: an answer no longer fits the answers it depends on (e.g. a booking with another market's clinician); `stepId` names the step to answer again. */
export class StaleAnswerError extends ApiError {
  constructor(stepId: string, reason: string) {
    super(409, 'stale_answer', `The answer of step '${stepId}' no longer fits the member's other answers (${reason}); save step '${stepId}' again, then submit.`, undefined, { stepId });
    this.name = 'StaleAnswerError';
  }
}
