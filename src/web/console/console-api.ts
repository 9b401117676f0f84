import type { AuditPage, EnrolmentDetail, EnrolmentPage, FunnelVersion } from '../../patient/staff-console-shapes';
import type { SuppressedFunnel } from '../../funnel/suppress-funnel';

/** The body of a search: the text, the staff member's language (how a phone or date is read), the list's filters. */
export interface EnrolmentSearch {
  q: string;
  locale: string;
  /** The cursor of the row the page starts after (older rows) or before (newer rows); the answer's `next` and `previous`. */
  after?: string;
  before?: string;
  state?: string;
  unit?: string;
  market?: string;
  from?: string;
  to?: string;
}

/** The exports of an enrolment the console downloads, by the last segment of their address, with the type each answers in. */
const EXPORT_TYPES = { fhir: 'application/fhir+json', 'consent-records': 'application/json' } as const;

/** One export of an enrolment. */
export type EnrolmentExport = keyof typeof EXPORT_TYPES;

/** A refused console call: the HTTP status and the API's error code (401 means signed out). */
export class ConsoleApiError extends Error {
  constructor(readonly status: number, readonly code: string) {
    super(`The staff API answered ${status} ${code}; see the API section of the README.`);
    this.name = 'ConsoleApiError';
  }
}

/**
 * The console's calls to /staff. The session travels only in its HttpOnly cookie; every state-changing call
 * carries the x-staff-request header the server requires (CSRF). `onActivity` hears of each answered call,
 * since the server counts each one as activity.
 */
export function consoleApi(onActivity: () => void) {
  async function answer(method: 'GET' | 'POST' | 'DELETE', path: string, accept: string, body?: object): Promise<Response> {
    const headers: Record<string, string> = { accept };
    if (method !== 'GET') headers['x-staff-request'] = '1';
    if (body) headers['content-type'] = 'application/json';
    const res = await fetch(path, { method, headers, credentials: 'same-origin', cache: 'no-store', ...(body ? { body: JSON.stringify(body) } : {}) });
    if (!res.ok) {
      const error = (await res.json().catch(() => ({}))) as { error?: { code?: string } };
      throw new ConsoleApiError(res.status, error.error?.code ?? 'unknown');
    }
    onActivity();
    return res;
  }
  async function call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: object): Promise<T> {
    const res = await answer(method, path, 'application/json', body);
    return (res.status === 204 ? undefined : await res.json()) as T;
  }
  return {
    session: () => call<{ staff: string; idleSeconds: number }>('GET', '/staff/session'),
    signIn: (token: string) => call<{ staff: string; idleSeconds: number }>('POST', '/staff/session', { token }),
    signOut: () => call<undefined>('DELETE', '/staff/session'),
    enrolments: (query: string) => call<EnrolmentPage>('GET', `/staff/enrolments${query}`),
    /** A search by name, email, phone, birth date or id: the text goes in a POST body, never in an address. */
    searchEnrolments: (search: EnrolmentSearch) => call<EnrolmentPage>('POST', '/staff/enrolments/search', search),
    enrolment: (id: string) => call<EnrolmentDetail>('GET', `/staff/enrolments/${encodeURIComponent(id)}`),
    transition: (id: string, to: string, reason: string) => call<{ patientState: string }>('POST', `/staff/enrolments/${encodeURIComponent(id)}/transitions`, { to, reason }),
    audit: (query: URLSearchParams) => call<AuditPage>('GET', `/staff/audit?${query.toString()}`),
    /** An export of the enrolment as a file's content: its FHIR bundle or its ISO/IEC TS 27560 consent records. */
    exportFile: async (id: string, kind: EnrolmentExport) => (await answer('GET', `/staff/enrolments/${encodeURIComponent(id)}/${kind}`, EXPORT_TYPES[kind])).blob(),
    /** The flow versions that have funnel counts, newest publication first, each with its published label. */
    funnelVersions: () => call<{ versions: FunnelVersion[] }>('GET', '/staff/funnel/versions'),
    /** One version's funnel over one published ISO week (`version`, `from` its Monday, `to` its Sunday), small counts already hidden by the server. */
    funnel: (query: URLSearchParams) => call<SuppressedFunnel>('GET', `/staff/funnel?${query.toString()}`),
    withdraw: (id: string, consent: string, reason: string) =>
      call<{ consent: string; decision: 'withdrawn'; decidedAt: string }>('POST', `/staff/enrolments/${encodeURIComponent(id)}/withdrawals`, { consent, reason }),
  };
}

/** The console's API client. */
export type ConsoleApi = ReturnType<typeof consoleApi>;
