import { ApiError } from './api-error';

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
