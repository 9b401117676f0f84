import type { Answers, StepAnswers } from '../flow/flow-types';
import type { EvalContext } from '../flow/eval-context';
import type { Database, Queryable } from './db/database';
import type { EnrolmentRow } from './enrolment-store';
import type { FlowVersions } from './flow-versions';
import { bookingNoLongerFits } from './booking-service';
import { cancelBooking } from './booking-store';
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

/**
 * Moves an open enrolment to the flow version the server serves now (issue 13, docs/decisions.md): its answers
 * are re-validated against the new flow; those the new version no longer shows or accepts leave the active answers
 * for superseded_answers (nothing typed is lost); the booking stays unless it no longer fits (then it is released).
 * Runs once per enrolment (row lock, hash re-checked); answers the row as it is afterwards.
 */
export async function moveToCurrentVersion(
  db: Database,
  versions: FlowVersions,
  row: EnrolmentRow,
  contextOf: (answers: Answers) => Omit<EvalContext, 'answers'>,
  now: Date,
): Promise<EnrolmentRow> {
  if (row.status !== 'in_progress' || row.flow_hash === versions.currentHash) return row;
  const flow = await versions.flowFor(versions.currentHash);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ flow_hash: string | null; answers: Answers }>(
      `select flow_hash, (select coalesce(jsonb_object_agg(step_id, answers), '{}'::jsonb) from step_answers where enrolment_id = e.id) as answers
       from enrolments e where id = $1 and status = 'in_progress' for update`,
      [row.id],
    );
    const locked = rows[0];
    // Another request moved it meanwhile (or it was submitted): read it as it is now.
    if (!locked || locked.flow_hash === versions.currentHash) return { ...row, flow_hash: locked?.flow_hash ?? row.flow_hash, answers: locked?.answers ?? row.answers };
    const saved = locked.answers;
    const { answers: kept } = revalidateAnswers(flow, saved, contextOf(saved));
    const superseded = supersededAnswers(saved, kept);
    await writeMove(tx, { ...row, flow_hash: locked.flow_hash }, { hash: versions.currentHash, version: flow.version }, kept, superseded, now);
    if (bookingNoLongerFits(flow, saved, kept, row.presets)) {
      await cancelBooking(tx, row.id);
    }
    return { ...row, flow_hash: versions.currentHash, flow_version: flow.version, answers: kept };
  });
}

/**
 * What the member typed that a version move set aside, for steps the member must answer again: the page offers
 * it as the step's draft (shown, checked again by the new rules), so the member sees their own words.
 */
export async function supersededDrafts(db: Queryable, row: Pick<EnrolmentRow, 'id' | 'flow_hash' | 'answers'>): Promise<Record<string, StepAnswers>> {
  const { rows } = await db.query<{ step_id: string; answers: StepAnswers }>(
    'select step_id, answers from superseded_answers where enrolment_id = $1 and to_flow_hash = $2 order by id',
    [row.id, row.flow_hash],
  );
  const drafts: Record<string, StepAnswers> = {};
  for (const { step_id: stepId, answers } of rows) if (row.answers[stepId] === undefined) drafts[stepId] = { ...drafts[stepId], ...answers };
  return drafts;
}
