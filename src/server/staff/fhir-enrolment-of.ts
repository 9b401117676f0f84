import type { AnswerValue, Answers, Flow } from '../../flow/flow-types';
import type { FhirBooking, FhirEnrolment, FhirReceipt } from '../../fhir/fhir-enrolment';
import { pathAnswers } from '../../fhir/path-answers';
import type { Queryable } from '../db/database';
import type { FlowVersions } from '../enrolment/flow-versions';
import { ApiError } from '../http/api-error';
import type { PathFacts } from '../enrolment/path-facts';
import { memberDay, memberZone } from '../../flow/member-day';

const iso = (value: Date | string) => new Date(value).toISOString();
const optional = <K extends string>(key: K, value: string | null) => (value !== null ? { [key]: value } : {}) as Partial<Record<K, string>>;

/** 409 `not_submitted`: an enrolment still in progress has no answers the member stands by yet. */
export class NotSubmittedError extends ApiError {
  constructor(id: string) {
    super(409, 'not_submitted', `Enrolment ${id} is still in progress; it can be exported once the member submits it.`);
  }
}

/**
 * The enrolment `id` as the FHIR export's input, from its rows: the answers of the fields its path showed (under the
 * flow version it was answered on), every consent receipt and its latest booking, with that flow. 404 unknown, 409
 * not submitted.
 */
export async function fhirEnrolmentOf(db: Queryable, id: string, deps: { versions: FlowVersions; flags: Record<string, boolean>; marketField?: string }): Promise<{ enrolment: FhirEnrolment; flow: Flow }> {
  const found = await db.query<{ created_at: Date; submitted_at: Date | null; flow_hash: string | null; status: string; locale: string; presets: Record<string, string>; flags: Record<string, boolean> | null; path_facts: PathFacts | null }>(
    'select created_at, submitted_at, flow_hash, status, locale, presets, flags, path_facts from enrolments where id = $1', [id],
  );
  const row = found.rows[0];
  if (!row) throw new ApiError(404, 'unknown_enrolment', `No enrolment ${id}; pick one from GET /staff/enrolments.`);
  if (row.status !== 'submitted' || !row.submitted_at) throw new NotSubmittedError(id);
  const saved = await db.query<{ step_id: string; answers: Record<string, AnswerValue> }>('select step_id, answers from step_answers where enrolment_id = $1', [id]);
  const answers: Answers = Object.fromEntries(saved.rows.map((r) => [r.step_id, r.answers]));
  const flow = await deps.versions.flowFor(row.flow_hash);
  // Ages are counted on the day the member's path was fixed (older enrolments: their day at the submit, in their zone).
  const today = row.path_facts?.day ?? memberDay(row.submitted_at, memberZone(answers));
  const facts = { flags: { ...deps.flags, ...(row.flags ?? {}) }, presets: row.presets, answers, today, marketField: deps.marketField };
  const receipts = await db.query<{ id: string | number; consent_id: string; decision: FhirReceipt['decision']; document: string | null; document_variant: string | null; document_url: string | null; document_version: string | null; shown_sha256: string | null; locale: string; decided_at: Date; decided_by: 'member' | 'guardian' | null }>(
    'select id, consent_id, decision, document, document_variant, document_url, document_version, shown_sha256, locale, decided_at, decided_by from consent_decisions where enrolment_id = $1 order by id', [id],
  );
  const booking = await db.query<{ start_at: Date; end_at: Date; status: string; held_until: Date | null }>(
    'select start_at, end_at, status, held_until from bookings where enrolment_id = $1 order by id desc limit 1', [id],
  );
  const b = booking.rows[0];
  const bookingStatus: FhirBooking['status'] | undefined = b ? (b.status === 'cancelled' ? 'cancelled' : b.held_until ? 'held' : 'confirmed') : undefined;
  const enrolment: FhirEnrolment = {
    id, flowId: flow.id, flowVersion: flow.version, locale: row.locale,
    createdAt: iso(row.created_at), submittedAt: iso(row.submitted_at),
    answers: pathAnswers(flow, facts, answers),
    receipts: receipts.rows.map((r) => ({
      key: String(r.id), consentId: r.consent_id, decision: r.decision, locale: r.locale, decidedAt: iso(r.decided_at),
      ...optional('document', r.document), ...optional('documentVariant', r.document_variant), ...optional('documentUrl', r.document_url),
      ...optional('documentVersion', r.document_version), ...optional('shownSha256', r.shown_sha256), ...(r.decided_by ? { decidedBy: r.decided_by } : {}),
    })),
    booking: b && bookingStatus ? { start: iso(b.start_at), end: iso(b.end_at), status: bookingStatus } : null,
  };
  return { enrolment, flow };
}
