import type { Answers, Flow } from '../flow/flow-types';
import type { EvalContext } from '../flow/eval-context';
import { findStep } from '../flow/normalize-flow';
import { pruneAnswers, visibleFields } from '../flow/reachability';
import { validateStep } from './validate-step';

/** What the member keeps when their enrolment moves to another flow version (a publish, or a dev edit), and the steps whose answers are asked again. */
export interface Revalidated {
  answers: Answers;
  /** Steps whose saved answers fail the new flow's rules (or whose step is gone): asked again. */
  reasked: string[];
}

/**
 * Saved answers checked against a new flow, step by step in the new order: answers of fields the step no
 * longer shows are dropped, a step whose remaining answers fail its rules loses them (the member is asked
 * again), and answers the new path no longer reaches are pruned.
 */
export function revalidateAnswers(flow: Flow, saved: Answers, base: Omit<EvalContext, 'answers'>): Revalidated {
  const kept: Answers = {};
  const reasked: string[] = [];
  for (const [stepId, stepAnswers] of Object.entries(saved)) {
    const step = findStep(flow, stepId);
    if (!step || step.kind !== 'form') {
      reasked.push(stepId);
      continue;
    }
    const ctx: EvalContext = { ...base, answers: { ...saved, [stepId]: stepAnswers } };
    const shown = new Set(visibleFields(step, ctx).map((field) => field.name));
    const answers = Object.fromEntries(Object.entries(stepAnswers).filter(([name]) => shown.has(name)));
    if (validateStep(step, answers, { ...ctx, answers: { ...saved, [stepId]: answers } }).length > 0) reasked.push(stepId);
    else kept[stepId] = answers;
  }
  return { answers: pruneAnswers(flow, { ...base, answers: kept }), reasked };
}
