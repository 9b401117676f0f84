import type { Answers, StepAnswers } from '../flow/flow-types';
import type { Queryable } from './db/database';

/** An enrolment row as the API needs it. */
export interface EnrolmentRow {
  id: string;
  flow_version: string;
  locale: string;
  presets: Record<string, string>;
  status: 'in_progress' | 'submitted';
  patient_state: string | null;
  last_seen_at: Date | string;
}

/** Inserts a new enrolment. */
export async function insertEnrolment(db: Queryable, row: { id: string; sessionHash: string; flowId: string; flowVersion: string; locale: string; presets: Record<string, string>; now: Date }): Promise<void> {
  await db.query(
    'insert into enrolments (id, session_hash, flow_id, flow_version, locale, presets, created_at, last_seen_at) values ($1, $2, $3, $4, $5, $6, $7, $7)',
    [row.id, row.sessionHash, row.flowId, row.flowVersion, row.locale, JSON.stringify(row.presets), row.now.toISOString()],
  );
}

/** The enrolment of a session, or undefined. */
export async function findEnrolmentBySession(db: Queryable, sessionHash: string): Promise<EnrolmentRow | undefined> {
  const { rows } = await db.query<EnrolmentRow>(
    'select id, flow_version, locale, presets, status, patient_state, last_seen_at from enrolments where session_hash = $1',
    [sessionHash],
  );
  return rows[0];
}

/** Records activity, which keeps the session alive. */
export async function touchEnrolment(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query('update enrolments set last_seen_at = $2 where id = $1', [id, now.toISOString()]);
}

/** All saved answers of an enrolment, keyed by step id. */
export async function loadAnswers(db: Queryable, id: string): Promise<Answers> {
  const { rows } = await db.query<{ step_id: string; answers: StepAnswers }>('select step_id, answers from step_answers where enrolment_id = $1', [id]);
  return Object.fromEntries(rows.map((row) => [row.step_id, row.answers]));
}

/** Replaces the saved answers with `answers`: upserts each step and deletes steps no longer present. */
export async function replaceAnswers(db: Queryable, id: string, answers: Answers): Promise<void> {
  const stepIds = Object.keys(answers);
  await db.query('delete from step_answers where enrolment_id = $1 and not (step_id = any($2::text[]))', [id, stepIds]);
  for (const [stepId, stepAnswers] of Object.entries(answers)) {
    await db.query(
      `insert into step_answers (enrolment_id, step_id, answers) values ($1, $2, $3)
       on conflict (enrolment_id, step_id) do update set answers = excluded.answers, updated_at = now()
       where step_answers.answers is distinct from excluded.answers`,
      [id, stepId, JSON.stringify(stepAnswers)],
    );
  }
}

/** Marks the enrolment submitted with its patient state; false when it already was. */
export async function markSubmitted(db: Queryable, id: string, patientState: string): Promise<boolean> {
  const { rows } = await db.query(
    "update enrolments set status = 'submitted', patient_state = $2, submitted_at = now() where id = $1 and status = 'in_progress' returning id",
    [id, patientState],
  );
  return rows.length === 1;
}

/** Appends one consent decision (never updated or deleted). */
export async function insertConsentDecision(db: Queryable, row: { enrolmentId: string; consentId: string; document?: string; decision: 'accepted' | 'declined'; locale: string; flowVersion: string }): Promise<void> {
  await db.query(
    'insert into consent_decisions (enrolment_id, consent_id, document, decision, locale, flow_version) values ($1, $2, $3, $4, $5, $6)',
    [row.enrolmentId, row.consentId, row.document ?? null, row.decision, row.locale, row.flowVersion],
  );
}
