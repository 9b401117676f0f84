import type { Answers, Flow, StepAnswers } from './flow-types';
import type { EvalContext } from './eval-context';
import { firstStepId, isReachable, nextStepId, pruneAnswers, reachableSteps } from './reachability';

/** The step to show for a requested one: itself when the path reaches it, else the first step of the path. */
export function resolveTarget(flow: Flow, ctx: EvalContext, requested: string | undefined): string {
  return requested !== undefined && isReachable(flow, ctx, requested) ? requested : firstStepId(flow, ctx);
}

/** The first step on the path that still lacks answers, stopping at (and returning) the review step. */
export function firstUnansweredStepId(flow: Flow, ctx: EvalContext): string | undefined {
  const step = reachableSteps(flow, ctx).find((s) => s.kind !== 'form' || ctx.answers[s.id] === undefined);
  return step?.id;
}

/** Merges one step's answers, then drops what the path no longer reaches. */
export function saveAnswers(flow: Flow, ctx: EvalContext, stepId: string, stepAnswers: StepAnswers): Answers {
  return pruneAnswers(flow, { ...ctx, answers: { ...ctx.answers, [stepId]: stepAnswers } });
}

/**
 * Where to go after a step is saved: on to the next step, or when editing from the review page,
 * to the first step the change made necessary, else back to the review page.
 */
export function afterSave(flow: Flow, ctx: EvalContext, stepId: string, returnTo: string | undefined): string {
  if (returnTo !== undefined) return firstUnansweredStepId(flow, ctx) ?? returnTo;
  return nextStepId(flow, ctx, stepId) ?? stepId;
}
