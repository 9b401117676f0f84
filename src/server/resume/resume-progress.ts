import type { Answers, Flow, StepAnswers } from '../../flow/flow-types';
import type { FlowFacts } from '../../flow/flow-facts';
import { findStep } from '../../flow/normalize-flow';
import type { Queryable } from '../db/database';
import type { EnrolmentRow } from '../enrolment/enrolment-store';
import { validateStep } from '../enrolment/validate-step';

/** An open enrolment's answers as the page resumes from them. */
export interface ResumeProgress {
  /** The steps whose answers the member's version accepts as they are. */
  answers: Answers;
  /** Steps the member must answer again, with what they typed: the answers kept and those a version move set aside. */
  drafts: Record<string, StepAnswers>;
}

/**
 * What the page resumes from: a step whose answers fail the rules of the member's version (a version move set one
 * aside, or a newer version asks a new required field) is offered as a draft, shown and checked again by those
 * rules, with the member's own words (kept answers over set-aside ones); every other step as an answer.
 */
export async function resumeProgress(db: Queryable, flow: Flow, facts: FlowFacts, row: Pick<EnrolmentRow, 'id' | 'flow_hash' | 'answers'>): Promise<ResumeProgress> {
  const { rows } = await db.query<{ step_id: string; answers: StepAnswers }>(
    'select step_id, answers from superseded_answers where enrolment_id = $1 and to_flow_hash = $2 order by id',
    [row.id, row.flow_hash],
  );
  const setAside: Record<string, StepAnswers> = {};
  for (const { step_id: stepId, answers } of rows) setAside[stepId] = { ...setAside[stepId], ...answers };
  const answers: Answers = {};
  const drafts: Record<string, StepAnswers> = {};
  for (const [stepId, stepAnswers] of Object.entries(row.answers)) {
    const step = findStep(flow, stepId);
    if (step?.kind === 'form' && validateStep(step, stepAnswers, facts).length > 0) drafts[stepId] = { ...setAside[stepId], ...stepAnswers };
    else answers[stepId] = stepAnswers;
  }
  for (const [stepId, aside] of Object.entries(setAside)) if (answers[stepId] === undefined && drafts[stepId] === undefined) drafts[stepId] = aside;
  return { answers, drafts };
}
