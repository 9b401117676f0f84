import { AUDIT_PAGE_SIZE } from '../../contract/audit-api';
import type { AuditAction } from '../../patient/audit-actions';
import type { Queryable } from '../db/database';

/** An audit entry as staff read it. */
export interface AuditEntry {
  staff: string;
  action: AuditAction;
  enrolmentId: string | null;
  at: string;
}

/**
 * Appends one entry; the table refuses updates and deletes (migration 009), so entries are never rewritten.
 * `searchHash` is what a search looked for, as src/server/staff/search-hash.ts hashes it (never the text).
 */
export async function recordAudit(db: Queryable, entry: { staff: string; action: AuditAction; enrolmentId?: string; searchHash?: string; now: Date }): Promise<void> {
  await db.query('insert into staff_audit (staff_name, action, enrolment_id, search_hash, at) values ($1, $2, $3, $4, $5)', [entry.staff, entry.action, entry.enrolmentId ?? null, entry.searchHash ?? null, entry.now.toISOString()]);
}

/** What GET /staff/audit may narrow the log to; each is matched exactly. */
export interface AuditFilter {
  enrolment?: string;
  staff?: string;
  action?: AuditAction;
}

// Each filter is one bound parameter; an absent one ($n is null) matches every row.
const PAGE_QUERY = `select staff_name, action, enrolment_id, at, count(*) over ()::int as total from staff_audit
  where ($3::uuid is null or enrolment_id = $3::uuid) and ($4::text is null or staff_name = $4) and ($5::text is null or action = $5)
  order by at desc, id desc limit $1 offset $2`;
const COUNT_QUERY = `select count(*)::int as n from staff_audit
  where ($1::uuid is null or enrolment_id = $1::uuid) and ($2::text is null or staff_name = $2) and ($3::text is null or action = $3)`;

/** One page of the log, newest first (page 1 is the newest), narrowed by `filter`, with the total count. */
export async function auditPage(db: Queryable, page: number, filter: AuditFilter = {}): Promise<{ entries: AuditEntry[]; total: number }> {
  const where = [filter.enrolment ?? null, filter.staff ?? null, filter.action ?? null];
  const { rows } = await db.query<{ staff_name: string; action: AuditAction; enrolment_id: string | null; at: Date | string; total: number }>(
    PAGE_QUERY, [AUDIT_PAGE_SIZE, (page - 1) * AUDIT_PAGE_SIZE, ...where],
  );
  const total = rows[0]?.total ?? (await db.query<{ n: number }>(COUNT_QUERY, where)).rows[0]?.n ?? 0;
  return { entries: rows.map((r) => ({ staff: r.staff_name, action: r.action, enrolmentId: r.enrolment_id, at: new Date(r.at).toISOString() })), total };
}
