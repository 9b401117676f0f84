import type { Answers, StepAnswers } from '../../flow/flow-types';
import type { FlowFacts } from '../../flow/flow-facts';
import type { Database, Queryable } from '../db/database';
import type { EnrolmentRow } from './enrolment-store';
import type { FlowVersions } from './flow-versions';
import { bookingNoLongerFits } from '../booking/booking-service';
import { cancelBooking } from '../booking/booking-store';
import { revalidateAnswers } from './revalidate-answers';

/** The answers of each step that a move to another version took out of the active answers, by step id. */
export function supersededAnswers(saved: Answers, kept: Answers): Record<string, StepAnswers> {
  const out: Record<string, StepAnswers> = {};
  for (const [stepId, stepAnswers] of Object.entries(saved)) {
    const dropped = Object.entries(stepAnswers).filter(([name, value]) => JSON.stringify(kept[stepId]?.[name]) !== JSON.stringify(value));
    if (dropped.length > 0) out[stepId] = Object.fromEntries(dropped);
  }
  return out;
}

async function writeMove(tx: Queryable, row: EnrolmentRow, to: { hash: string; version: string }, kept: Answers, superseded: Record<string, StepAnswers>, now: Date): Promise<void> {
  for (const [stepId, answers] of Object.entries(superseded)) {
    await tx.query('insert into superseded_answers (enrolment_id, step_id, answers, from_flow_hash, to_flow_hash, superseded_at) values ($1, $2, $3, $4, $5, $6)', [row.id, stepId, JSON.stringify(answers), row.flow_hash, to.hash, now.toISOString()]);
  }
  await tx.query('delete from step_answers where enrolment_id = $1 and not (step_id = any($2::text[]))', [row.id, Object.keys(kept)]);
  for (const [stepId, answers] of Object.entries(kept)) {
    if (superseded[stepId]) await tx.query('update step_answers set answers = $3 where enrolment_id = $1 and step_id = $2', [row.id, stepId, JSON.stringify(answers)]);
  }
  await tx.query('update enrolments set flow_hash = $2, flow_version = $3 where id = $1', [row.id, to.hash, to.version]);
}

const ANSWERS_OF = "select coalesce(jsonb_object_agg(step_id, answers), '{}'::jsonb) as answers from step_answers where enrolment_id = $1";

/**
 * Moves an open enrolment forward to the flow version this server serves, when that version was published after
 * the enrolment's own (docs/decisions/open-enrolments-move-to-the-served-version.md): its answers are re-validated against the new flow; each answer the new
 * version no longer shows or accepts leaves the active answers for superseded_answers (nothing typed is lost), the
 * step's other answers stay; the booking stays unless it no longer fits (then it is released). An enrolment on a
 * version published later than this server's stays on it (never back): the server serves it from that version's
 * stored flow. Runs once per enrolment (row lock, version re-checked); answers the row as it is afterwards.
 */
export async function moveToCurrentVersion(
  db: Database,
  versions: FlowVersions,
  row: EnrolmentRow,
  contextOf: (answers: Answers) => Omit<FlowFacts, 'answers'>,
  now: Date,
): Promise<EnrolmentRow> {
  if (row.status !== 'in_progress' || !(await versions.isBehindCurrent(row.flow_hash))) return row;
  const flow = await versions.flowFor(versions.currentFlowHash);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ flow_hash: string | null; flow_version: string }>("select flow_hash, flow_version from enrolments where id = $1 and status = 'in_progress' for update", [row.id]);
    // Read after the lock, in a statement of its own: a save that held the row until now is among the answers.
    const saved = (await tx.query<{ answers: Answers }>(ANSWERS_OF, [row.id])).rows[0].answers;
    const locked = rows[0];
    // Another request moved it meanwhile (or it was submitted): read it as it is now.
    if (!locked || !(await versions.isBehindCurrent(locked.flow_hash))) return { ...row, ...locked, answers: saved };
    const { answers: kept } = revalidateAnswers(flow, saved, contextOf(saved));
    const superseded = supersededAnswers(saved, kept);
    await writeMove(tx, { ...row, flow_hash: locked.flow_hash }, { hash: versions.currentFlowHash, version: flow.version }, kept, superseded, now);
    if (bookingNoLongerFits(flow, saved, kept, row.presets)) {
      await cancelBooking(tx, row.id);
    }
    return { ...row, flow_hash: versions.currentFlowHash, flow_version: flow.version, answers: kept };
  });
}
