import type { Answers, Field, Flow, Step } from './flow-types';
import type { FlowFacts } from './flow-facts';
import { evaluateCondition } from './evaluate-condition';

/** The fields of a step whose conditions hold. */
export function visibleFields(step: Step, facts: FlowFacts): Field[] {
  return step.fields.filter((field) => evaluateCondition(field.when, facts));
}

/**
 * Keeps only the answers the member's path still reaches: answers of steps whose conditions fail,
 * and of fields whose conditions fail, are dropped. Steps are walked in order so that a dropped
 * earlier answer is seen by later conditions.
 */
export function pruneAnswers(flow: Flow, facts: FlowFacts): Answers {
  const kept: Answers = {};
  for (const step of flow.steps) {
    const soFar: FlowFacts = { ...facts, answers: kept };
    const stepAnswers = facts.answers[step.id];
    if (!stepAnswers || !evaluateCondition(step.when, soFar)) continue;
    const visible = new Set(visibleFields(step, soFar).map((field) => field.name));
    const filtered = Object.fromEntries(Object.entries(stepAnswers).filter(([name]) => visible.has(name)));
    kept[step.id] = filtered;
  }
  return kept;
}

/** The steps the member's path goes through, in order, given the answers so far. */
export function reachableSteps(flow: Flow, facts: FlowFacts): Step[] {
  const pruned: FlowFacts = { ...facts, answers: pruneAnswers(flow, facts) };
  return flow.steps.filter((step) => evaluateCondition(step.when, pruned));
}

/** Whether the step is on the member's path. */
export function isReachable(flow: Flow, facts: FlowFacts, stepId: string): boolean {
  return reachableSteps(flow, facts).some((step) => step.id === stepId);
}

/** The first step of the path. */
export function firstStepId(flow: Flow, facts: FlowFacts): string {
  const first = reachableSteps(flow, facts)[0];
  if (!first) throw new Error(`Flow '${flow.id}' has no reachable step: give at least one step without a failing 'when'.`);
  return first.id;
}

/** The step after `fromId` on the path, or undefined at the end. */
export function nextStepId(flow: Flow, facts: FlowFacts, fromId: string): string | undefined {
  const index = flow.steps.findIndex((step) => step.id === fromId);
  const path = reachableSteps(flow, facts);
  return path.find((step) => flow.steps.indexOf(step) > index)?.id;
}

/** The step before `fromId` on the path, or undefined at the start. */
export function previousStepId(flow: Flow, facts: FlowFacts, fromId: string): string | undefined {
  const index = flow.steps.findIndex((step) => step.id === fromId);
  const path = reachableSteps(flow, facts).filter((step) => flow.steps.indexOf(step) < index);
  return path[path.length - 1]?.id;
}
