import type { AuditPage } from '../../contract/audit-api';
import type { EnrolmentDetail } from '../../contract/enrolment-detail-api';
import type { EnrolmentPage, EnrolmentSearch } from '../../contract/enrolment-list-api';
import type { FunnelFlow } from '../../contract/funnel-api';
import type { StaffSession } from '../../contract/staff-session-api';
import type { SuppressedFunnel } from '../../funnel/suppress-funnel';

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
    session: () => call<StaffSession>('GET', '/staff/session'),
    signIn: (token: string) => call<StaffSession>('POST', '/staff/session', { token }),
    signOut: () => call<undefined>('DELETE', '/staff/session'),
    enrolments: (query: string) => call<EnrolmentPage>('GET', `/staff/enrolments${query}`),
    /** A search by name, email, phone, birth date or id: the text goes in a POST body, never in an address. */
    searchEnrolments: (search: EnrolmentSearch) => call<EnrolmentPage>('POST', '/staff/enrolments/search', search),
    enrolment: (id: string) => call<EnrolmentDetail>('GET', `/staff/enrolments/${encodeURIComponent(id)}`),
    transition: (id: string, to: string, reason: string) => call<{ patientState: string }>('POST', `/staff/enrolments/${encodeURIComponent(id)}/transitions`, { to, reason }),
    audit: (query: URLSearchParams) => call<AuditPage>('GET', `/staff/audit?${query.toString()}`),
    /** An export of the enrolment as a file's content: its FHIR bundle or its ISO/IEC TS 27560 consent records. */
    exportFile: async (id: string, kind: EnrolmentExport) => (await answer('GET', `/staff/enrolments/${encodeURIComponent(id)}/${kind}`, EXPORT_TYPES[kind])).blob(),
    /** The flows that have funnel counts, newest publication first: each flow hash with the flow version it was published under. */
    funnelVersions: () => call<{ versions: FunnelFlow[] }>('GET', '/staff/funnel/versions'),
    /** One flow's funnel over one published ISO week (`flowHash`, `from` its Monday, `to` its Sunday), small counts already hidden by the server. */
    funnel: (query: URLSearchParams) => call<SuppressedFunnel>('GET', `/staff/funnel?${query.toString()}`),
    withdraw: (id: string, consent: string, reason: string) =>
      call<{ consent: string; decision: 'withdrawn'; decidedAt: string }>('POST', `/staff/enrolments/${encodeURIComponent(id)}/withdrawals`, { consent, reason }),
  };
}

/** The console's API client. */
export type ConsoleApi = ReturnType<typeof consoleApi>;
