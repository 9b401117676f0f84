import type { Answers } from '../../flow/flow-types';
import type { Queryable } from '../db/database';
import type { PathFacts } from './path-facts';

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
  /** The flags resolved when the enrolment started; null for enrolments older than migration 008. */
  flags: Record<string, boolean> | null;
  /** The highest Save-Sequence acknowledged (0 before any): an older save is refused (docs/decisions/save-order.md). */
  last_save_sequence: number;
  /** Every saved answer, keyed by step id, read in the same statement that touched the session. */
  answers: Answers;
  /** The funnel position: the step last sent to, when, the furthest step reached (flow order), and the device class. */
  funnel_step?: string | null;
  funnel_sent_at?: Date | string | null;
  funnel_furthest?: number | null;
  funnel_device?: 'phone' | 'tablet' | 'desktop' | null;
  /** The path's facts as fixed at the last save or the submit; null before the first save after migration 024. */
  path_facts?: PathFacts | null;
}

/** Inserts a new enrolment. */
export async function insertEnrolment(
  db: Queryable,
  row: {
    id: string; sessionHash: string; flowId: string; flowVersion: string; flowHash: string; locale: string; presets: Record<string, string>; flags: Record<string, boolean>; now: Date;
    clientTimezone?: number; isDST?: boolean;
    /** The device class counted by, the first step the enrolment is sent to and its place in flow order. */
    funnel: { device: 'phone' | 'tablet' | 'desktop'; firstStep: string; index: number; day: string };
  },
): Promise<void> {
  // One statement: the enrolment and its `sent` count for the first step (appended, so it never waits on another start).
  await db.query(
    `with started as (
       insert into enrolments (id, session_hash, flow_id, flow_version, flow_hash, locale, presets, created_at, last_seen_at, client_timezone, client_is_dst, flags, funnel_device, funnel_step, funnel_sent_at, funnel_furthest)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $10, $11, $12, $13, $8, $14) returning id)
     insert into funnel_counts (day, flow_hash, step_id, language, device, measure, count) select $15::date, $5, $13, $6, $12, 'sent', 1 from started`,
    [row.id, row.sessionHash, row.flowId, row.flowVersion, row.flowHash, row.locale, JSON.stringify(row.presets), row.now.toISOString(), row.clientTimezone ?? null, row.isDST ?? null, JSON.stringify(row.flags),
      row.funnel.device, row.funnel.firstStep, row.funnel.index, row.funnel.day],
  );
}

/**
 * The enrolment of a session, in one statement: records the activity when the session is still alive
 * (idle at most `timeoutSeconds`) and says `expired` when it is not; undefined for an unknown session. A
 * booking hold is not extended: it ends a fixed time after it was made (HOLD_LIMITS). The saved answers come
 * with it, as every member route needs them: one round trip instead of two.
 */
export async function touchSession(db: Queryable, sessionHash: string, now: Date, timeoutSeconds: number): Promise<(EnrolmentRow & { expired: boolean }) | undefined> {
  const { rows } = await db.query<EnrolmentRow & { expired: boolean }>(
    `with found as (select id, flow_version, flow_hash, locale, presets, status, patient_state, last_seen_at, flags, funnel_step, funnel_sent_at, funnel_furthest, funnel_device, path_facts, last_save_sequence::float8 as last_save_sequence,
       last_seen_at < $2::timestamptz - make_interval(secs => $3) as expired from enrolments where session_hash = $1),
     touched as (update enrolments e set last_seen_at = $2 from found where e.id = found.id and not found.expired returning e.id)
     select found.*, (select coalesce(jsonb_object_agg(step_id, answers), '{}'::jsonb) from step_answers where enrolment_id = found.id) as answers
     from found`,
    [sessionHash, now.toISOString(), timeoutSeconds],
  );
  return rows[0];
}

/** The enrolment as it is now, with its saved answers (to check a request again after another changed it meanwhile). */
export async function readEnrolment(db: Queryable, id: string): Promise<EnrolmentRow | undefined> {
  const { rows } = await db.query<EnrolmentRow>(
    `select id, flow_version, flow_hash, locale, presets, status, patient_state, last_seen_at, flags, funnel_step, funnel_sent_at, funnel_furthest, funnel_device, path_facts, last_save_sequence::float8 as last_save_sequence,
       (select coalesce(jsonb_object_agg(step_id, answers), '{}'::jsonb) from step_answers where enrolment_id = e.id) as answers
     from enrolments e where id = $1`,
    [id],
  );
  return rows[0];
}

/**
 * Ends a session: its hash is replaced, so the old token opens nothing, its unused continue-later links stop
 * working (a logout ends every way into the enrolment), and its booking hold is released (a confirmed booking stays).
 */
export async function endSession(db: Queryable, sessionHash: string, replacement: string): Promise<void> {
  await db.query(
    `with ended as (update enrolments set session_hash = $2 where session_hash = $1 returning id),
     links as (delete from resume_links r using ended where r.enrolment_id = ended.id and r.used_at is null)
     update bookings b set status = 'cancelled' from ended where b.enrolment_id = ended.id and b.status = 'active' and b.held_until is not null`,
    [sessionHash, replacement],
  );
}

/** Marks the enrolment submitted; false when it already was. */
export async function markSubmitted(db: Queryable, id: string, now: Date, facts?: PathFacts): Promise<boolean> {
  // The submit is counted in the same statement, by the enrolment's version, first language and device class; the
  // path's facts are fixed as the member submitted them.
  const { rows } = await db.query(
    `with marked as (update enrolments set status = 'submitted', submitted_at = $2, path_facts = coalesce($4::jsonb, path_facts) where id = $1 and status = 'in_progress' returning id, flow_hash, locale, funnel_device),
     counted as (insert into funnel_counts (day, flow_hash, language, device, measure, count)
       select $3::date, flow_hash, locale, coalesce(funnel_device, 'desktop'), 'submitted', 1 from marked where flow_hash is not null)
     select id from marked`,
    [id, now.toISOString(), now.toISOString().slice(0, 10), facts ? JSON.stringify(facts) : null],
  );
  return rows.length === 1;
}

/** Locks the enrolment row for the rest of the transaction and reads its status, state and flow version. */
export async function lockEnrolment(db: Queryable, id: string): Promise<{ status: string; patient_state: string | null; flow_hash: string | null }> {
  const { rows } = await db.query<{ status: string; patient_state: string | null; flow_hash: string | null }>('select status, patient_state, flow_hash from enrolments where id = $1 for update', [id]);
  if (!rows[0]) throw new Error(`Enrolment ${id} vanished while locked.`);
  return rows[0];
}

/** The first answer to an earlier step save with this Idempotency-Key, if the server still remembers it. */
export async function findSaveAnswer(db: Queryable, enrolmentId: string, key: string): Promise<unknown> {
  const { rows } = await db.query<{ response: unknown }>('select response from save_requests where enrolment_id = $1 and idempotency_key = $2', [enrolmentId, key]);
  return rows[0]?.response;
}

/** The highest Save-Sequence the enrolment acknowledged, read now (after a save found it raised meanwhile). */
export async function readSaveSequence(db: Queryable, enrolmentId: string): Promise<number> {
  const { rows } = await db.query<{ last: number }>('select last_save_sequence::float8 as last from enrolments where id = $1', [enrolmentId]);
  return rows[0]?.last ?? 0;
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
