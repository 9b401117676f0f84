import { ApiError } from '../http/api-error';

/**
 * 503 `flow_version_unsupported`: the member's enrolment follows a flow version published by a newer node, and
 * this node's engine does not know something it uses. Nothing was written; the same request succeeds on a node
 * of that version (a rolling deploy is still under way), so the caller retries.
 */
export class FlowVersionUnsupportedError extends ApiError {
  constructor(hash: string, cause: Error) {
    super(503, 'flow_version_unsupported', `This server cannot serve flow version ${hash} yet; retry in a few seconds, when a server of that version answers.`, undefined, { retryable: true });
    this.name = 'FlowVersionUnsupportedError';
    // What this engine did not know, for the server's own log, not the answer.
    this.cause = cause;
  }
}

/**
 * 503 `enrolment_changing`: the enrolment kept changing version while a request was checked against it (each
 * attempt found it moved again). Nothing was written; the same request, sent again, is checked as it is then.
 */
export class EnrolmentChangingError extends ApiError {
  constructor(attempts: number) {
    super(503, 'enrolment_changing', `The enrolment moved to another flow version during each of ${attempts} attempts to save; send the same request again.`, undefined, { retryable: true });
    this.name = 'EnrolmentChangingError';
  }
}

/** Inside a save's transaction: the enrolment moved (or was submitted) since it was read; the transaction is rolled back. */
export class EnrolmentMovedMeanwhile extends Error {
  constructor() {
    super('The enrolment changed version or was submitted after it was read; read it again and check the request against it.');
    this.name = 'EnrolmentMovedMeanwhile';
  }
}
