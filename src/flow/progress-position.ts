import type { Condition, Flow } from './flow-types';
import type { FlowFacts } from './flow-facts';
import type { Tri } from './condition-satisfiable';
import { conditionFields, evaluateCondition } from './evaluate-condition';
import { pruneAnswers } from './reachability';

/**
 * Where the member is: the step's number, and the path's length once it is known (no step ahead whose showing
 * depends on an answer not given yet); undefined off the path.
 */
export interface ProgressPosition {
  current: number;
  total?: number;
}

/** Three-valued: an atom reading a field whose step is not answered yet (and no preset gives it) is 'unknown'. */
function evaluateKnown(condition: Condition | undefined, facts: FlowFacts, open: (name: string) => boolean): Tri {
  if (condition === undefined) return true;
  if ('all' in condition) {
    const parts = condition.all.map((c) => evaluateKnown(c, facts, open));
    return parts.includes(false) ? false : parts.every((p) => p === true) ? true : 'unknown';
  }
  if ('any' in condition) {
    const parts = condition.any.map((c) => evaluateKnown(c, facts, open));
    return parts.includes(true) ? true : parts.every((p) => p === false) ? false : 'unknown';
  }
  if ('not' in condition) {
    const inner = evaluateKnown(condition.not, facts, open);
    return inner === 'unknown' ? 'unknown' : !inner;
  }
  if (conditionFields(condition, facts.marketField).some(open)) return 'unknown';
  return evaluateCondition(condition, facts);
}

/**
 * The step counter: "Step n", and "of N" only once N cannot change as the member answers forwards. A count of the
 * steps that may still show shrank under the member's eyes (of 15, of 13, of 12) as the country and the birth date
 * settled them; a changed earlier answer may still change N, which the member did themselves.
 */
export function progressPosition(flow: Flow, facts: FlowFacts, stepId: string | undefined): ProgressPosition | undefined {
  const answers = pruneAnswers(flow, facts);
  const known: FlowFacts = { ...facts, answers };
  const stepOf = new Map(flow.steps.flatMap((step) => step.fields.map((field) => [field.name, step.id] as const)));
  const open = (name: string) => {
    const source = stepOf.get(name);
    return facts.presets[name] === undefined && source !== undefined && answers[source] === undefined;
  };
  const shows = flow.steps.filter((step) => step.kind !== 'done').map((step) => ({ step, shows: evaluateKnown(step.when, known, open) }));
  const steps = shows.filter(({ shows: tri }) => tri !== false).map(({ step }) => step);
  const index = steps.findIndex((step) => step.id === stepId);
  if (index < 0 || !evaluateCondition(steps[index]?.when, known)) return undefined;
  return shows.some(({ shows: tri }) => tri === 'unknown') ? { current: index + 1 } : { current: index + 1, total: steps.length };
}
