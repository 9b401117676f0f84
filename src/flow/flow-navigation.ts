import type { Answers, Field, Flow, StepAnswers } from './flow-types';
import type { FlowFacts } from './flow-facts';
import { firstStepId, isReachable, nextStepId, pruneAnswers, reachableSteps } from './reachability';
import { changedFields, ruleDependencies } from './answer-dependencies';
import { answerHolds } from './answer-holds';

/** The step to show for a requested one: itself when the path reaches it, else the first step of the path. */
export function resolveTarget(flow: Flow, facts: FlowFacts, requested: string | undefined): string {
  // Stryker disable next-line ConditionalExpression: no step has an undefined id, so the path never reaches one either
  return requested !== undefined && isReachable(flow, facts, requested) ? requested : firstStepId(flow, facts);
}

/** The first step on the path that still lacks answers, stopping at (and returning) the review step. */
export function firstUnansweredStepId(flow: Flow, facts: FlowFacts): string | undefined {
  const step = reachableSteps(flow, facts).find((s) => s.kind !== 'form' || facts.answers[s.id] === undefined);
  return step?.id;
}

/** The answers after a save, and the steps whose answers went stale with what of them still holds. */
export interface SavedAnswers {
  /** Every answer that still holds, field by field: a step that lost one answer keeps the others (the server stores these). */
  answers: Answers;
  /** Steps to ask again, by id, each with its answers that still hold (also in `answers`), which the step shows filled. */
  reasked: Record<string, StepAnswers>;
}

/**
 * Merges one step's answers, then drops what the change made stale, one field at a time: an answer of another step
 * that declares `dependsOn` a field whose value changed (or was removed), or whose rule reading it (`regionOf`,
 * `phoneOf`, `zoneOf`) no longer holds, is dropped and its step asked again; the step's other answers stay. This
 * repeats through answers depending on dropped ones; then what the path no longer reaches is dropped too.
 */
export function saveAnswers(flow: Flow, facts: FlowFacts, stepId: string, stepAnswers: StepAnswers): SavedAnswers {
  const prune = (answers: Answers) => pruneAnswers(flow, { ...facts, answers });
  let answers = prune({ ...facts.answers, [stepId]: stepAnswers });
  const reasked: Record<string, StepAnswers> = {};
  for (;;) {
    const changed = changedFields(facts.answers, answers);
    const staleSteps = flow.steps.filter((step) => step.id !== stepId && answers[step.id] !== undefined).flatMap((step) => {
      const saved = answers[step.id];
      const { [step.id]: _own, ...others } = answers;
      const holds = (f: Field) => answerHolds(f, saved, { ...facts, answers: others });
      // A declared dependency always makes the answer stale; one a rule reads only when the rule no longer holds.
      // Stryker disable ArrayDeclaration: no field bears the placeholder name a mutant puts in the empty fallback
      const stale = step.fields
        .filter((f) => f.name in saved && ((f.dependsOn ?? []).some((on) => changed.has(on)) || (ruleDependencies(f).some((on) => changed.has(on)) && !holds(f))))
        .map((f) => f.name);
      // Stryker restore ArrayDeclaration
      return stale.length > 0 ? [{ id: step.id, kept: Object.fromEntries(Object.entries(saved).filter(([name]) => !stale.includes(name))) }] : [];
    });
    if (staleSteps.length === 0) break;
    const next = { ...answers };
    for (const { id, kept } of staleSteps) {
      reasked[id] = kept;
      // A step left with no answer is no answer at all: a stored empty object would read as "answered with nothing".
      if (Object.keys(kept).length > 0) next[id] = kept;
      else delete next[id];
    }
    answers = prune(next);
  }
  const path = new Set(reachableSteps(flow, { ...facts, answers }).map((step) => step.id));
  const onPath = Object.entries(reasked).filter(([id]) => path.has(id)).map(([id]) => [id, answers[id] ?? {}] as const);
  return { answers, reasked: Object.fromEntries(onPath) };
}

/** The steps of a save the member has answered: those asked again are drafts until the member answers them again. */
export function answeredSteps({ answers, reasked }: SavedAnswers): Answers {
  return Object.fromEntries(Object.entries(answers).filter(([id]) => !(id in reasked)));
}

/**
 * Where to go after a step is saved: on to the next step, or when editing from the review page,
 * to the first step the change made necessary, else back to the review page.
 */
export function afterSave(flow: Flow, facts: FlowFacts, stepId: string, returnTo: string | undefined): string {
  if (returnTo !== undefined) return firstUnansweredStepId(flow, facts) ?? returnTo;
  return nextStepId(flow, facts, stepId) ?? stepId;
}
