import type { AuditEntry as StaffAuditEntry } from '../patient/staff-console-shapes';
import type { Queryable } from './db/database';

/** What staff did: each read and change of the console and the staff API (no member data, only the enrolment id). */
export const AUDIT_ACTIONS = [
  'sign_in', 'sign_out', 'list_enrolments', 'search_enrolments', 'view_enrolment', 'view_transitions', 'apply_transition', 'view_history', 'view_audit',
] as const;

/** One audited action. */
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** An audit entry as staff read it. */
export type AuditEntry = StaffAuditEntry<AuditAction>;

/** Entries per page of GET /staff/audit. */
export const AUDIT_PAGE_SIZE = 50;

/**
 * Appends one entry; the table refuses updates and deletes (migration 009), so entries are never rewritten.
 * `searchHash` is what a search looked for, as src/server/search-hash.ts hashes it (never the text).
 */
export async function recordAudit(db: Queryable, entry: { staff: string; action: AuditAction; enrolmentId?: string; searchHash?: string; now: Date }): Promise<void> {
  await db.query('insert into staff_audit (staff_name, action, enrolment_id, search_hash, at) values ($1, $2, $3, $4, $5)', [entry.staff, entry.action, entry.enrolmentId ?? null, entry.searchHash ?? null, entry.now.toISOString()]);
}

/** One page of the log, newest first (page 1 is the newest), with the total count. */
export async function auditPage(db: Queryable, page: number): Promise<{ entries: AuditEntry[]; total: number }> {
  const { rows } = await db.query<{ staff_name: string; action: AuditAction; enrolment_id: string | null; at: Date | string; total: number }>(
    `select staff_name, action, enrolment_id, at, count(*) over ()::int as total from staff_audit
     order by at desc, id desc limit $1 offset $2`,
    [AUDIT_PAGE_SIZE, (page - 1) * AUDIT_PAGE_SIZE],
  );
  const total = rows[0]?.total ?? (await db.query<{ n: number }>('select count(*)::int as n from staff_audit')).rows[0]?.n ?? 0;
  return { entries: rows.map((r) => ({ staff: r.staff_name, action: r.action, enrolmentId: r.enrolment_id, at: new Date(r.at).toISOString() })), total };
}
