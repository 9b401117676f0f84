import type { Condition, Flow } from './flow-types';
import type { EvalContext } from './eval-context';
import type { Tri } from './condition-satisfiable';
import { conditionFields, evaluateCondition } from './evaluate-condition';
import { pruneAnswers } from './reachability';

/** Where the member is: the step's number and how many steps the path may still hold; undefined off the path. */
export interface ProgressPosition {
  current: number;
  total: number;
}

/** Three-valued: an atom reading a field whose step is not answered yet (and no preset gives it) is 'unknown'. */
function evaluateKnown(condition: Condition | undefined, ctx: EvalContext, open: (name: string) => boolean): Tri {
  if (condition === undefined) return true;
  if ('all' in condition) {
    const parts = condition.all.map((c) => evaluateKnown(c, ctx, open));
    return parts.includes(false) ? false : parts.every((p) => p === true) ? true : 'unknown';
  }
  if ('any' in condition) {
    const parts = condition.any.map((c) => evaluateKnown(c, ctx, open));
    return parts.includes(true) ? true : parts.every((p) => p === false) ? false : 'unknown';
  }
  if ('not' in condition) {
    const inner = evaluateKnown(condition.not, ctx, open);
    return inner === 'unknown' ? 'unknown' : !inner;
  }
  if (conditionFields(condition, ctx.marketField).some(open)) return 'unknown';
  return evaluateCondition(condition, ctx);
}

/**
 * The step counter ("Step n of N"). N counts every step that shows, or may still show, before done: a
 * step whose condition reads a field not answered yet counts as possible. So N only shrinks as answers
 * arrive (a change of an earlier answer may grow it again, which the member did themselves).
 */
export function progressPosition(flow: Flow, ctx: EvalContext, stepId: string | undefined): ProgressPosition | undefined {
  const answers = pruneAnswers(flow, ctx);
  const known: EvalContext = { ...ctx, answers };
  const stepOf = new Map(flow.steps.flatMap((step) => step.fields.map((field) => [field.name, step.id] as const)));
  const open = (name: string) => {
    const source = stepOf.get(name);
    return ctx.presets[name] === undefined && source !== undefined && answers[source] === undefined;
  };
  const steps = flow.steps.filter((step) => step.kind !== 'done' && evaluateKnown(step.when, known, open) !== false);
  const index = steps.findIndex((step) => step.id === stepId);
  if (index < 0 || !evaluateCondition(steps[index]?.when, known)) return undefined;
  return { current: index + 1, total: steps.length };
}
