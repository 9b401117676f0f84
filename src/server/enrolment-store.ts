import type { Answers, StepAnswers } from '../flow/flow-types';
import type { Queryable } from './db/database';
import type { ConsentReceipt } from './consent-receipts';

/** An enrolment row as the API needs it. */
export interface EnrolmentRow {
  id: string;
  flow_version: string;
  flow_hash: string | null;
  locale: string;
  presets: Record<string, string>;
  status: 'in_progress' | 'submitted';
  patient_state: string | null;
  last_seen_at: Date | string;
}

/** Inserts a new enrolment. */
export async function insertEnrolment(
  db: Queryable,
  row: { id: string; sessionHash: string; flowId: string; flowVersion: string; flowHash: string; locale: string; presets: Record<string, string>; now: Date; clientTimezone?: number; isDST?: boolean },
): Promise<void> {
  await db.query(
    `insert into enrolments (id, session_hash, flow_id, flow_version, flow_hash, locale, presets, created_at, last_seen_at, client_timezone, client_is_dst)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $10)`,
    [row.id, row.sessionHash, row.flowId, row.flowVersion, row.flowHash, row.locale, JSON.stringify(row.presets), row.now.toISOString(), row.clientTimezone ?? null, row.isDST ?? null],
  );
}

/**
 * The enrolment of a session, in one statement: records the activity when the session is still alive
 * (idle at most `timeoutSeconds`), and says `expired` when it is not; undefined for an unknown session.
 */
export async function touchSession(db: Queryable, sessionHash: string, now: Date, timeoutSeconds: number): Promise<(EnrolmentRow & { expired: boolean }) | undefined> {
  const { rows } = await db.query<EnrolmentRow & { expired: boolean }>(
    `with found as (select id, last_seen_at < $2::timestamptz - make_interval(secs => $3) as expired from enrolments where session_hash = $1),
     touched as (update enrolments e set last_seen_at = $2 from found where e.id = found.id and not found.expired returning e.id)
     select e.id, e.flow_version, e.flow_hash, e.locale, e.presets, e.status, e.patient_state, e.last_seen_at, found.expired
     from enrolments e join found on found.id = e.id`,
    [sessionHash, now.toISOString(), timeoutSeconds],
  );
  return rows[0];
}

/** Ends a session: its hash is replaced, so the old token opens nothing. */
export async function endSession(db: Queryable, sessionHash: string, replacement: string): Promise<void> {
  await db.query('update enrolments set session_hash = $2 where session_hash = $1', [sessionHash, replacement]);
}

/** All saved answers of an enrolment, keyed by step id. */
export async function loadAnswers(db: Queryable, id: string): Promise<Answers> {
  const { rows } = await db.query<{ step_id: string; answers: StepAnswers }>('select step_id, answers from step_answers where enrolment_id = $1', [id]);
  return Object.fromEntries(rows.map((row) => [row.step_id, row.answers]));
}

/** Writes only what changed between the saved answers and the new ones: changed steps upserted, dropped steps deleted. */
export async function applyAnswerChanges(db: Queryable, id: string, before: Answers, after: Answers): Promise<void> {
  const dropped = Object.keys(before).filter((stepId) => !(stepId in after));
  if (dropped.length > 0) await db.query('delete from step_answers where enrolment_id = $1 and step_id = any($2::text[])', [id, dropped]);
  for (const [stepId, stepAnswers] of Object.entries(after)) {
    if (sameAnswers(before[stepId], stepAnswers)) continue;
    await db.query(
      `insert into step_answers (enrolment_id, step_id, answers) values ($1, $2, $3)
       on conflict (enrolment_id, step_id) do update set answers = excluded.answers, updated_at = now()`,
      [id, stepId, JSON.stringify(stepAnswers)],
    );
  }
}

function sameAnswers(a: StepAnswers | undefined, b: StepAnswers): boolean {
  if (!a) return false;
  const keys = Object.keys(b);
  return keys.length === Object.keys(a).length && keys.every((key) => a[key] === b[key]);
}

/** Marks the enrolment submitted; false when it already was. */
export async function markSubmitted(db: Queryable, id: string, now: Date): Promise<boolean> {
  const { rows } = await db.query("update enrolments set status = 'submitted', submitted_at = $2 where id = $1 and status = 'in_progress' returning id", [id, now.toISOString()]);
  return rows.length === 1;
}

/** Locks the enrolment row for the rest of the transaction and reads its status and state. */
export async function lockEnrolment(db: Queryable, id: string): Promise<{ status: string; patient_state: string | null }> {
  const { rows } = await db.query<{ status: string; patient_state: string | null }>('select status, patient_state from enrolments where id = $1 for update', [id]);
  if (!rows[0]) throw new Error(`Enrolment ${id} vanished while locked.`);
  return rows[0];
}

/** Appends one consent decision (the table refuses updates and deletes). */
export async function insertConsentDecision(db: Queryable, enrolmentId: string, receipt: ConsentReceipt, context: { locale: string; flowVersion: string; now: Date }): Promise<void> {
  await db.query(
    `insert into consent_decisions (enrolment_id, consent_id, document, document_variant, decision, locale, flow_version, document_url, document_version, shown_sha256, decided_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [enrolmentId, receipt.consentId, receipt.document ?? null, receipt.documentVariant ?? null, receipt.decision, context.locale, context.flowVersion, receipt.documentUrl ?? null, receipt.documentVersion ?? null, receipt.shownSha256, context.now.toISOString()],
  );
}

/** The latest decision per consent of an enrolment, keyed by consent id, as `decision:sha256`. */
export async function latestConsentDecisions(db: Queryable, enrolmentId: string): Promise<Map<string, string>> {
  const { rows } = await db.query<{ consent_id: string; decision: string; shown_sha256: string | null }>(
    'select distinct on (consent_id) consent_id, decision, shown_sha256 from consent_decisions where enrolment_id = $1 order by consent_id, id desc',
    [enrolmentId],
  );
  return new Map(rows.map((r) => [r.consent_id, `${r.decision}:${r.shown_sha256 ?? ''}`]));
}

/** The stored answer of an earlier submit with this Idempotency-Key, if any. */
export async function findSubmitResponse(db: Queryable, enrolmentId: string, key: string): Promise<unknown> {
  const { rows } = await db.query<{ response: unknown }>('select response from submit_requests where enrolment_id = $1 and idempotency_key = $2', [enrolmentId, key]);
  return rows[0]?.response;
}

/** Remembers the answer given to a submit with this Idempotency-Key. */
export async function saveSubmitResponse(db: Queryable, enrolmentId: string, key: string, response: unknown): Promise<void> {
  await db.query('insert into submit_requests (enrolment_id, idempotency_key, response) values ($1, $2, $3) on conflict do nothing', [enrolmentId, key, JSON.stringify(response)]);
}

/** Sets the patient state and records the change in the history. */
export async function changePatientState(db: Queryable, enrolmentId: string, change: { from: string | null; to: string; by: string; now: Date }): Promise<void> {
  await db.query('update enrolments set patient_state = $2 where id = $1', [enrolmentId, change.to]);
  await db.query('insert into patient_state_history (enrolment_id, from_state, to_state, changed_by, changed_at) values ($1, $2, $3, $4, $5)', [enrolmentId, change.from, change.to, change.by, change.now.toISOString()]);
}
