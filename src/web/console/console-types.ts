import type { AnswerValue, Field } from '../../flow/flow-types';

/** One row of GET /staff/enrolments. */
export interface EnrolmentRow {
  id: string;
  createdAt: string;
  unit: string | null;
  market: string | null;
  flowVersion: string;
  status: string;
  patientState: string | null;
}

/** A page of GET /staff/enrolments. */
export interface EnrolmentPage {
  enrolments: EnrolmentRow[];
  page: number;
  pageSize: number;
  total: number;
}

/** GET /staff/enrolments/:id (src/server/staff-enrolment-detail.ts). */
export interface EnrolmentDetail extends EnrolmentRow {
  submittedAt: string | null;
  locale: string;
  offered: string[];
  answerContext: { country?: string; timezone?: string };
  steps: { stepId: string; titleKey: string; answers: { field: Pick<Field, 'name' | 'type' | 'labelKey' | 'options' | 'multiple' | 'document'>; value?: AnswerValue }[] }[];
  receipts: { consentId: string; decision: string; document: string | null; documentVariant: string | null; documentUrl: string | null; documentVersion: string | null; shownSha256: string | null; locale: string; flowVersion: string; decidedAt: string }[];
  booking: { start: string; end: string; status: 'held' | 'confirmed' | 'cancelled' } | null;
  history: { from: string | null; to: string; changedBy: string; changedAt: string; reason: string | null }[];
}

/** One entry of GET /staff/audit. */
export interface AuditEntry {
  staff: string;
  action: string;
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
