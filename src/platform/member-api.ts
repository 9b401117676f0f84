import fetchRetry from 'fetch-retry';
import type { StepAnswers } from '../flow/flow-types';
import type { SubmitResult } from '../flow/flow-machine';
import type { Slot } from '../time/offered-slots';

/** A failed call to the member API: its HTTP status and the API's error code. */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: { field: string; rule: string }[] = [],
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

const RETRY_STATUSES = new Set([502, 503, 504]);

/** The member API as the app uses it; only idempotent calls are retried, never on a 4xx. */
export function createMemberApi(base: string, fetchImpl: typeof fetch = fetch) {
  const retrying = fetchRetry(fetchImpl, {
    retries: 3,
    retryDelay: (attempt) => 300 * 2 ** attempt,
    retryOn: (attempt, error, response) => attempt < 3 && (error !== null || (response !== null && RETRY_STATUSES.has(response.status))),
  });

  async function call<T>(method: string, path: string, body?: unknown, retry = false): Promise<T> {
    const init: RequestInit = { method, credentials: 'same-origin', headers: body === undefined ? {} : { 'content-type': 'application/json' } };
    if (body !== undefined) init.body = JSON.stringify(body);
    let response: Response;
    try {
      response = await (retry ? retrying : fetchImpl)(`${base}${path}`, init);
    } catch {
      throw new ApiCallError(0, 'network_error', `Could not reach ${method} ${path}.`);
    }
    const payload = (await response.json().catch(() => ({}))) as { error?: { code?: string; message?: string; fields?: { field: string; rule: string }[] } } & T;
    if (!response.ok) {
      const error = payload.error ?? {};
      throw new ApiCallError(response.status, error.code ?? (response.status >= 500 ? 'server_error' : 'bad_request'), error.message ?? `HTTP ${response.status}`, error.fields);
    }
    return payload;
  }

  return {
    startEnrolment: (input: { locale: string; unit?: string }) => call<{ enrolmentId: string }>('POST', '/enrolments', input),
    saveStep: (stepId: string, answers: StepAnswers) => call<{ saved: true }>('PUT', `/enrolment/steps/${encodeURIComponent(stepId)}`, { answers }, true),
    slots: () => call<{ slots: Slot[] }>('GET', '/enrolment/slots', undefined, true).then((r) => r.slots),
    submit: () => call<SubmitResult>('POST', '/enrolment/submit'),
  };
}

/** The member API client. */
export type MemberApi = ReturnType<typeof createMemberApi>;
