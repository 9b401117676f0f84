import type { AnswerValue, Answers, Field } from '../../flow/flow-types';
import type { EnrolmentDetail, ShownField } from '../../contract/enrolment-detail-api';
import { fieldValue } from '../../flow/flow-facts';
import { reachableSteps, visibleFields } from '../../flow/reachability';
import { savedAnswer } from '../../flow/saved-answer';
import { offeredTransitions } from '../../patient/offered-transitions';
import { manualCandidates } from '../../patient/transition-candidates';
import { isUnit } from '../../reference/units';
import { marketOf } from '../../reference/markets';
import type { Queryable } from '../db/database';
import type { FlowVersions } from '../enrolment/flow-versions';
import { ApiError } from '../http/api-error';
import { consentsInForce } from '../consents/consents-in-force';
import type { PathFacts } from '../enrolment/path-facts';
import { memberDay, memberZone } from '../../flow/member-day';

const iso = (value: Date | string) => new Date(value).toISOString();
const withValue = (value: AnswerValue | undefined) => (value !== undefined ? { value } : {});
// The flow asks a minor's guardian for their name on the step shown only below 18 (flows/onboarding.json "minors").
const GUARDIAN_FIELD = 'guardianName';
const silent = { warn: () => undefined, error: () => undefined };
const shown = (field: Field): ShownField => ({
  name: field.name, type: field.type, labelKey: field.labelKey,
  ...(field.options ? { options: field.options } : {}), ...(field.multiple ? { multiple: true } : {}), ...(field.document ? { document: field.document } : {}),
});

/** The enrolment `id` for staff; 404 unknown_enrolment when there is none. */
export async function enrolmentDetail(db: Queryable, id: string, deps: { versions: FlowVersions; flags: Record<string, boolean>; marketField?: string; now: Date }): Promise<EnrolmentDetail> {
  const found = await db.query<{ created_at: Date; submitted_at: Date | null; flow_version: string; flow_hash: string | null; status: string; locale: string; patient_state: string | null; presets: Record<string, string>; flags: Record<string, boolean> | null; path_facts: PathFacts | null }>(
    'select created_at, submitted_at, flow_version, flow_hash, status, locale, patient_state, presets, flags, path_facts from enrolments where id = $1', [id],
  );
  const row = found.rows[0];
  if (!row) throw new ApiError(404, 'unknown_enrolment', `No enrolment ${id}; pick one from GET /staff/enrolments.`);
  const saved = await db.query<{ step_id: string; answers: Record<string, AnswerValue> }>('select step_id, answers from step_answers where enrolment_id = $1', [id]);
  const answers: Answers = Object.fromEntries(saved.rows.map((r) => [r.step_id, r.answers]));
  const flow = await deps.versions.flowFor(row.flow_hash);
  // The path as fixed when the member answered; an enrolment saved before the facts were kept is read in the member's
  // day and zone at the submit (or now, while still open), never in UTC.
  const facts = row.path_facts;
  const today = facts?.day ?? memberDay(row.submitted_at ?? deps.now, memberZone(answers));
  const flowFacts = { flags: { ...deps.flags, ...(row.flags ?? {}) }, presets: row.presets, answers, today, marketField: deps.marketField };
  const value = (name: string) => {
    const v = fieldValue(flowFacts, name);
    return typeof v === 'string' ? v : undefined;
  };
  const country = deps.marketField ? value(deps.marketField) : undefined;
  const unit = value('unit');
  const receipts = await db.query<{ consent_id: string; decision: string; document: string | null; document_variant: string | null; document_url: string | null; document_version: string | null; shown_sha256: string | null; locale: string; flow_version: string; decided_at: Date; recorded_by: string | null; reason: string | null }>(
    'select consent_id, decision, document, document_variant, document_url, document_version, shown_sha256, locale, flow_version, decided_at, recorded_by, reason from consent_decisions where enrolment_id = $1 order by id', [id],
  );
  const booking = await db.query<{ start_at: Date; end_at: Date; status: string; held_until: Date | null }>(
    'select start_at, end_at, status, held_until from bookings where enrolment_id = $1 order by id desc limit 1', [id],
  );
  const history = await db.query<{ from_state: string | null; to_state: string; changed_by: string; changed_at: Date; reason: string | null }>(
    'select from_state, to_state, changed_by, changed_at, reason from patient_state_history where enrolment_id = $1 order by id', [id],
  );
  const b = booking.rows[0];
  const onPath = facts ? flow.steps.filter((step) => facts.steps.includes(step.id)) : reachableSteps(flow, flowFacts);
  const steps = onPath.filter((step) => step.kind === 'form');
  const guardianStep = steps.find((step) => visibleFields(step, flowFacts).some((field) => field.name === GUARDIAN_FIELD));
  const guardianName = guardianStep ? answers[guardianStep.id]?.[GUARDIAN_FIELD] : undefined;
  return {
    id, createdAt: iso(row.created_at), submittedAt: row.submitted_at ? iso(row.submitted_at) : null,
    unit: isUnit(unit) ? unit : null, market: country ? marketOf(country) : null,
    flowVersion: row.flow_version, status: row.status, locale: row.locale, patientState: row.patient_state,
    offered: row.patient_state ? offeredTransitions(row.patient_state, manualCandidates(), silent) : [],
    answerContext: { ...(country ? { country } : {}), ...(value('timezone') ? { timezone: value('timezone') } : {}) },
    steps: steps.map((step) => ({
      stepId: step.id, titleKey: step.titleKey,
      answers: visibleFields(step, flowFacts).map((field) => ({ field: shown(field), ...withValue(savedAnswer(field, answers[step.id])) })),
    })),
    receipts: receipts.rows.map((r) => ({
      consentId: r.consent_id, decision: r.decision, document: r.document, documentVariant: r.document_variant, documentUrl: r.document_url, documentVersion: r.document_version,
      shownSha256: r.shown_sha256, locale: r.locale, flowVersion: r.flow_version, decidedAt: iso(r.decided_at),
    })),
    booking: b ? { start: iso(b.start_at), end: iso(b.end_at), status: b.status === 'cancelled' ? 'cancelled' : b.held_until ? 'held' : 'confirmed' } : null,
    history: history.rows.map((h) => ({ from: h.from_state, to: h.to_state, changedBy: h.changed_by, changedAt: iso(h.changed_at), reason: h.reason })),
    consentsInForce: await consentsInForce(db, id),
    withdrawals: receipts.rows.flatMap((r) => (r.decision === 'withdrawn' ? [{ consentId: r.consent_id, by: r.recorded_by ?? '', at: iso(r.decided_at), reason: r.reason ?? '' }] : [])),
    minor: facts?.minor !== false && typeof guardianName === 'string' && guardianName ? { guardianName } : null,
  };
}
