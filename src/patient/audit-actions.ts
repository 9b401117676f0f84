/** What staff did, as the audit log names it: each read and change of the console and the staff API. */
export const AUDIT_ACTIONS = [
  'sign_in', 'sign_out', 'list_enrolments', 'search_enrolments', 'view_enrolment', 'view_transitions', 'apply_transition', 'view_history', 'view_audit', 'withdraw_consent', 'export_fhir', 'export_consent_records',
] as const;

/** One audited action. */
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Whether `value` names an audited action. */
export function isAuditAction(value: string): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}
