import type { Answers, Flow, Step, StepAnswers } from '../../flow/flow-types';
import type { FlowFacts } from '../../flow/flow-facts';
import { findStep } from '../../flow/normalize-flow';
import { pruneAnswers, visibleFields } from '../../flow/reachability';
import { validateStep } from './validate-step';

/** What the member keeps when their enrolment moves to another flow version (a publish, or a dev edit), and the steps asked again. */
export interface Revalidated {
  /** Every answer the new flow still shows and accepts, field by field: a step may keep some of its answers. */
  answers: Answers;
  /** Steps the new flow does not accept as they are (an answer refused or a required one missing, or the step gone): asked again. */
  reasked: string[];
}

const without = (answers: StepAnswers, names: Set<string>): StepAnswers => Object.fromEntries(Object.entries(answers).filter(([name]) => !names.has(name)));

// One step's answers under the new rules: answers of fields it no longer shows, then each answer a rule refuses,
// are dropped one field at a time (a dropped answer can hide or show another field, so it is checked again).
function keptOfStep(step: Step, stepAnswers: StepAnswers, saved: Answers, base: Omit<FlowFacts, 'answers'>): { answers: StepAnswers; complete: boolean } {
  let answers = stepAnswers;
  for (;;) {
    const facts: FlowFacts = { ...base, answers: { ...saved, [step.id]: answers } };
    const shown = new Set(visibleFields(step, facts).map((field) => field.name));
    const visible = Object.fromEntries(Object.entries(answers).filter(([name]) => shown.has(name)));
    const issues = validateStep(step, visible, { ...facts, answers: { ...saved, [step.id]: visible } });
    const refused = new Set(issues.map((issue) => issue.field).filter((name) => name in visible));
    if (refused.size === 0) return { answers: visible, complete: issues.length === 0 };
    answers = without(visible, refused);
  }
}

/**
 * Saved answers checked against a new flow, step by step in the new order: answers of fields a step no longer
 * shows are dropped, so is each answer its rules now refuse (only that answer: the step keeps the others and is
 * asked again), and answers the new path no longer reaches are pruned.
 */
export function revalidateAnswers(flow: Flow, saved: Answers, base: Omit<FlowFacts, 'answers'>): Revalidated {
  const kept: Answers = {};
  const reasked: string[] = [];
  for (const [stepId, stepAnswers] of Object.entries(saved)) {
    const step = findStep(flow, stepId);
    if (!step || step.kind !== 'form') {
      reasked.push(stepId);
      continue;
    }
    const { answers, complete } = keptOfStep(step, stepAnswers, saved, base);
    if (!complete) reasked.push(stepId);
    if (complete || Object.keys(answers).length > 0) kept[stepId] = answers;
  }
  return { answers: pruneAnswers(flow, { ...base, answers: kept }), reasked };
}

/** Only the steps the new flow accepts whole: what `npm run dev`'s re-pin keeps (its page asks the other steps afresh). */
export function acceptedSteps({ answers, reasked }: Revalidated): Answers {
  return Object.fromEntries(Object.entries(answers).filter(([stepId]) => !reasked.includes(stepId)));
}
