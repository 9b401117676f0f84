import type { AnswerValue, Field } from '../flow/flow-types';

/** One row of GET /staff/enrolments: the enrolment's own facts and the member's name and contact. */
export interface EnrolmentListRow {
  id: string;
  createdAt: string;
  /** Given and family name as answered; null before the member gave them. */
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  unit: string | null;
  market: string | null;
  flowVersion: string;
  status: string;
  patientState: string | null;
}

/** A page of GET /staff/enrolments. */
export interface EnrolmentPage {
  enrolments: EnrolmentListRow[];
  page: number;
  pageSize: number;
  total: number;
  /** Cursors of the neighbouring pages (`before` for the newer, `after` for the older); null at either end. */
  previous: string | null;
  next: string | null;
}

/** A field as the console needs it to show an answer the way the member's review page did (src/web/steps/answer-text.ts). */
export type ShownField = Pick<Field, 'name' | 'type' | 'labelKey' | 'options' | 'multiple' | 'document'>;

/** GET /staff/enrolments/:id: facts, answers per step of the member's path, receipts, booking, history. */
export interface EnrolmentDetail extends EnrolmentListRow {
  submittedAt: string | null;
  locale: string;
  offered: string[];
  answerContext: { country?: string; timezone?: string };
  steps: { stepId: string; titleKey: string; answers: { field: ShownField; value?: AnswerValue }[] }[];
  receipts: { consentId: string; decision: string; document: string | null; documentVariant: string | null; documentUrl: string | null; documentVersion: string | null; shownSha256: string | null; locale: string; flowVersion: string; decidedAt: string }[];
  booking: { start: string; end: string; status: 'held' | 'confirmed' | 'cancelled' } | null;
  history: { from: string | null; to: string; changedBy: string; changedAt: string; reason: string | null }[];
  /** Each consent's latest receipt event: what the member's data use follows. */
  consentsInForce: Record<string, string>;
  /** Optional consents a coordinator recorded as withdrawn, with the member's reason. */
  withdrawals: { consentId: string; by: string; at: string; reason: string }[];
  /** Set when the member is a minor: the guardian who consented for them, as the flow asked for it. */
  minor: { guardianName: string } | null;
}

/** One entry of GET /staff/audit; `action` is one of the server's AUDIT_ACTIONS. */
export interface AuditEntry<Action extends string = string> {
  staff: string;
  action: Action;
  enrolmentId: string | null;
  at: string;
}

/** A page of GET /staff/audit. */
export interface AuditPage {
  entries: AuditEntry[];
  page: number;
  pageSize: number;
  total: number;
}

/** A flow version that has funnel counts: the content hash enrolments record, and the label it was published under. */
export interface FunnelVersion {
  version: string;
  label: string | null;
}
