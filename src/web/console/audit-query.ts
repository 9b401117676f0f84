import { isAuditAction } from '../../patient/audit-actions';

/** The audit log's filters and page as the address holds them. */
export interface AuditQuery {
  page: number;
  enrolment: string;
  staff: string;
  action: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STAFF = /^[A-Za-z0-9_.-]{1,64}$/;
const PAGE = /^[1-9][0-9]{0,4}$/;

/** Reads the address's query; a value the server would refuse is dropped, so a hand-edited address still opens. */
export function auditQueryOf(search: string): AuditQuery {
  const params = new URLSearchParams(search);
  const written = params.get('page') ?? '1';
  const page = PAGE.test(written) ? Number(written) : 1;
  const enrolment = params.get('enrolment')?.trim() ?? '';
  const staff = params.get('staff')?.trim() ?? '';
  const action = params.get('action') ?? '';
  return {
    page: page <= 10000 ? page : 1,
    enrolment: UUID.test(enrolment) ? enrolment.toLowerCase() : '',
    staff: STAFF.test(staff) ? staff : '',
    action: isAuditAction(action) ? action : '',
  };
}

/** The query for the address and the API: only the filters that are set, and the page when past the first. */
export function auditParams(query: AuditQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['enrolment', 'staff', 'action'] as const) if (query[key]) params.set(key, query[key]);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}
