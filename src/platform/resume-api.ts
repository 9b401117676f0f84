import type { EndpointSpec } from './endpoint-spec';
import { createHttpClient, NetworkUnreachableError } from './http-client';
import { ApiCallError } from './member-api';

/** A refused "continue later" call; `attemptsLeft` comes with resume_detail_wrong. */
export class ResumeCallError extends ApiCallError {
  constructor(status: number, code: string, message: string, readonly attemptsLeft?: number) {
    super(status, code, message);
    this.name = 'ResumeCallError';
  }
}

/** The "continue later" endpoints: mail a link from the first device, redeem it on the second. */
export const RESUME_ENDPOINTS: EndpointSpec = {
  member: {
    resume: {
      sendLink: { method: 'post', url: (_p, bases) => `${bases.member}/enrolment/resume-link` },
      redeem: { method: 'post', url: (_p, bases) => `${bases.member}/resume` },
    },
  },
};

type ErrorBody = { error?: { code?: string; message?: string; attemptsLeft?: number } };

/** The client of the resume endpoints; never retried (each call counts against a limit or a link's attempts). */
export function createResumeApi(base: string, fetchImpl?: typeof fetch) {
  const member = base.replace(/\/+$/, '');
  const http = createHttpClient({ spec: RESUME_ENDPOINTS, bases: { api: member.replace(/\/member$/, ''), member }, fetchImpl });

  async function call<T>(namespace: string, body: object): Promise<T> {
    let outcome;
    try {
      outcome = await http.request(namespace, {}, body);
    } catch (cause) {
      if (cause instanceof NetworkUnreachableError) throw new ResumeCallError(0, 'network_error', cause.message);
      throw cause;
    }
    if (outcome.status >= 200 && outcome.status < 300) return outcome.body as T;
    const error = (outcome.body as ErrorBody | undefined)?.error ?? {};
    throw new ResumeCallError(outcome.status, error.code ?? (outcome.status >= 500 ? 'server_error' : 'bad_request'), error.message ?? `HTTP ${outcome.status}`, typeof error.attemptsLeft === 'number' ? error.attemptsLeft : undefined);
  }

  return {
    /** Asks the server to mail a one-time link for the enrolment of this session, in `locale`. */
    sendLink: (email: string, locale: string) => call<{ accepted: true }>('member/resume/sendLink', { email, locale }),
    /** Redeems a link with the member's birth date: the browser gets the enrolment's session cookie. */
    redeem: (token: string, dateOfBirth: string) => call<{ enrolmentId: string }>('member/resume/redeem', { token, dateOfBirth }),
  };
}

/** The resume client. */
export type ResumeApi = ReturnType<typeof createResumeApi>;
