import type { AnswerValue } from '../flow/flow-types';

/** One consent receipt as the server recorded it. */
export interface FhirReceipt {
  /** Stable key of the receipt (its row), from which its resource id is made. */
  key: string;
  consentId: string;
  decision: 'accepted' | 'declined' | 'withdrawn';
  document?: string;
  documentVariant?: string;
  documentUrl?: string;
  documentVersion?: string;
  /** Our SHA-256 (hex) of the statement and documents shown; absent on a withdrawal recorded by staff. */
  shownSha256?: string;
  /** The language the consent was shown in. */
  locale: string;
  /** When the server received the decision (ISO instant). */
  decidedAt: string;
  /** Who decided, as recorded with the decision; absent on decisions recorded before it was kept. */
  decidedBy?: 'member' | 'guardian';
}

/** A booking of the enrolment as the store keeps it. */
export interface FhirBooking {
  start: string;
  end: string;
  status: 'held' | 'confirmed' | 'cancelled';
}

/** Everything the FHIR export of one enrolment is built from: plain data the server maps its rows to. */
export interface FhirEnrolment {
  id: string;
  flowId: string;
  flowVersion: string;
  locale: string;
  createdAt: string;
  submittedAt: string | null;
  /** The answers of the fields the member's path showed, keyed by field name. */
  answers: Readonly<Record<string, AnswerValue>>;
  /** Every receipt, oldest first. */
  receipts: readonly FhirReceipt[];
  booking: FhirBooking | null;
}

/** Makes the id (a UUID) of the resource `key` of an enrolment: the same key always gives the same id. */
export type ResourceIds = (key: string) => string;

/**
 * Whether a receipt's decision was the guardian's: as recorded with it, else (older receipts) when the path named a
 * guardian.
 */
export function decidedByGuardian(enrolment: FhirEnrolment, receipt: FhirReceipt): boolean {
  return receipt.decidedBy ? receipt.decidedBy === 'guardian' : textAnswer(enrolment, GUARDIAN_FIELD) !== undefined;
}

/** The guardian's name field of the flow's minors step. */
export const GUARDIAN_FIELD = 'guardianName';

/** A string answer, or undefined when the field was not answered or holds something else. */
export function textAnswer(enrolment: FhirEnrolment, name: string): string | undefined {
  const value = enrolment.answers[name];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
