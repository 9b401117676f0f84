import type { AnswerValue, Answers, Flow } from '../flow/flow-types';
import type { FlowFacts } from '../flow/flow-facts';
import { reachableSteps, visibleFields } from '../flow/reachability';
import { savedAnswer } from '../flow/saved-answer';

/**
 * The answers of the fields the member's path shows, keyed by field name: what the export may say about them.
 * An answer left behind on a step or field the path no longer shows is not the member's answer and stays out.
 */
export function pathAnswers(flow: Flow, facts: FlowFacts, answers: Answers): Record<string, AnswerValue> {
  const out: Record<string, AnswerValue> = {};
  for (const step of reachableSteps(flow, facts)) {
    for (const field of visibleFields(step, facts)) {
      const value = savedAnswer(field, answers[step.id]);
      if (value !== undefined) out[field.name] = value;
    }
  }
  return out;
}
