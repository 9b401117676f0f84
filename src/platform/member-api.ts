import type { StepAnswers } from '../flow/flow-types';
import type { SubmitResult } from '../flow/flow-machine-types';
import type { EnrolmentStarted, SlotList, StepSaved } from '../contract/member-api';
import { randomAlphanumerics } from './batch-id';
import type { SharedData } from './endpoint-spec';
import { createHttpClient, NetworkUnreachableError, RequestTimeoutError, type HttpOutcome } from './http-client';
import { MEMBER_ENDPOINTS } from './member-endpoints';

/** A failed call to the member API: its HTTP status (0 when unreachable) and the API's error code. */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: { field: string; rule: string }[] = [],
    /** The step the member must answer (again), when the API names one (submit errors). */
    readonly stepId?: string,
    /** The highest Save-Sequence the server acknowledged, when it says (stale_save). */
    readonly saveSequence?: number,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

/** The member's own enrolment as GET /member/enrolment answers it: state and links only once submitted. */
export interface EnrolmentSummary extends Partial<SubmitResult> {
  status: 'in_progress' | 'submitted';
}

/** A failed member API call as observers see it: which endpoint, how, and the status and code (no bodies). */
export interface ApiFailure {
  namespace: string;
  method: string;
  status: number;
  code: string;
}

/** Optional hooks and inputs of the member API client. */
export interface MemberApiOptions {
  shared?: () => SharedData;
  onFailure?: (failure: ApiFailure, error: ApiCallError) => void;
  onSuccess?: (namespace: string) => void;
  backoff?: (attempt: number) => number;
}

type ErrorBody = { error?: { code?: string; message?: string; fields?: { field: string; rule: string }[]; stepId?: string; saveSequence?: number } };

function toError(outcome: HttpOutcome): ApiCallError {
  const error = (outcome.body as ErrorBody | undefined)?.error ?? {};
  // An outage is said as one, whatever the server named it: retried until the deadline, then the member is told.
  const code = outcome.status === 503 ? 'unavailable' : error.code ?? (outcome.status >= 500 ? 'server_error' : 'bad_request');
  return new ApiCallError(outcome.status, code, error.message ?? `HTTP ${outcome.status}`, error.fields, typeof error.stepId === 'string' ? error.stepId : undefined, typeof error.saveSequence === 'number' ? error.saveSequence : undefined);
}

/** The member API as the app uses it, on the endpoint layer; only idempotent calls are retried, never on a 4xx. */
export function createMemberApi(base: string, fetchImpl?: typeof fetch, options: MemberApiOptions = {}) {
  const member = base.replace(/\/+$/, '');
  const http = createHttpClient({
    spec: MEMBER_ENDPOINTS,
    bases: { api: member.replace(/\/member$/, ''), member },
    fetchImpl,
    shared: options.shared,
    backoff: options.backoff,
  });

  async function call<T>(namespace: string, params: Record<string, string>, ...args: unknown[]): Promise<T> {
    let outcome: HttpOutcome;
    try {
      outcome = await http.request(namespace, params, ...args);
    } catch (cause) {
      if (!(cause instanceof NetworkUnreachableError)) throw cause;
      const error = new ApiCallError(0, cause instanceof RequestTimeoutError ? 'timeout' : 'network_error', cause.message);
      options.onFailure?.({ namespace, method: cause.method, status: 0, code: error.code }, error);
      throw error;
    }
    if (outcome.status < 200 || outcome.status >= 300) {
      const error = toError(outcome);
      options.onFailure?.({ namespace, method: outcome.method, status: outcome.status, code: error.code }, error);
      throw error;
    }
    options.onSuccess?.(namespace);
    return outcome.body as T;
  }

  // One key per submission: kept for the member's next press while no answer was definite (timeout, unreachable,
  // 5xx), so a submit that did reach the server is answered again rather than done again; new after a 2xx or 4xx.
  let submitKey: string | undefined;
  async function submit(): Promise<SubmitResult> {
    const key = (submitKey ??= `submit_${randomAlphanumerics(24)}`);
    try {
      const result = await call<SubmitResult>('member/enrolment/submit', {}, undefined, { headers: { 'Idempotency-Key': key } });
      submitKey = undefined;
      return result;
    } catch (error) {
      if (error instanceof ApiCallError && error.status >= 400 && error.status < 500) submitKey = undefined;
      throw error;
    }
  }

  return {
    startEnrolment: (input: { locale: string; unit?: string; ref?: string; clientTimezone?: number; isDST?: boolean }) => call<EnrolmentStarted>('member/enrolment/start', {}, input),
    /**
     * Saves a step's answers; `locale` is the interface language the step was shown in (consent receipts record it),
     * `key` the save's Idempotency-Key (the save queue keeps one per save across retries and reloads), `sequence` its
     * place in the member's order (Save-Sequence): the server refuses an older save after a newer one (stale_save).
     */
    saveStep: (stepId: string, answers: StepAnswers, locale?: string, key?: string, sequence?: number) =>
      call<StepSaved>('member/enrolment/saveStep', { stepId }, locale ? { answers, locale } : { answers }, {
        headers: { ...(key ? { 'Idempotency-Key': key } : {}), ...(sequence ? { 'Save-Sequence': String(sequence) } : {}) },
      }),
    slots: () => call<SlotList>('member/enrolment/slots', {}).then((r) => r.slots),
    /** Submits with an Idempotency-Key: the server enrols once, and the call may then be retried safely. */
    submit,
    /** The member's own enrolment (status, appointment, zone; state and links once submitted). */
    summary: () => call<EnrolmentSummary>('member/enrolment/summary', {}),
    /** Ends the server session (idle logout), so the cookie left in the browser opens nothing. */
    logout: () => call<undefined>('member/enrolment/logout', {}, undefined),
    /** A cheap authenticated call that refreshes the server session's idle clock. */
    keepAlive: () => call<SlotList>('member/enrolment/slots', {}).then(() => undefined),
  };
}

/** The member API client. */
export type MemberApi = ReturnType<typeof createMemberApi>;
