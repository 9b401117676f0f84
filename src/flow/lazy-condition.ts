import type { Answers, AnswerValue, Condition } from './flow-types';
import { evaluateCondition } from './evaluate-condition';

/** A value of an explored variable (`flag:x`, `preset:unit`, `field:x`); undefined is "not given". */
export type VariableValue = AnswerValue | undefined;

/** Thrown by a lookup that meets a variable not chosen yet: the explorer then tries each of its values. */
export class UnchosenVariable extends Error {
  constructor(readonly variable: string) {
    super(`Variable '${variable}' has no value yet; the explorer branches on it.`);
  }
}

/** What a condition may read, each throwing UnchosenVariable when the explorer has not chosen it yet. */
export interface LazyLookup {
  flag(name: string): boolean;
  preset(name: string): string | undefined;
  field(name: string): AnswerValue | undefined;
}

/**
 * Evaluates a condition reading flags, presets and answers through the lookup, in the engine's order, so
 * only the variables the engine would read are chosen. Leaves are evaluated by the engine itself.
 */
export function evaluateLazily(condition: Condition | undefined, look: LazyLookup, marketField: string | undefined, today: string): boolean {
  if (condition === undefined) return true;
  if ('all' in condition) return condition.all.every((c) => evaluateLazily(c, look, marketField, today));
  if ('any' in condition) return condition.any.some((c) => evaluateLazily(c, look, marketField, today));
  if ('not' in condition) return !evaluateLazily(condition.not, look, marketField, today);
  if ('flag' in condition) return look.flag(condition.flag);
  if ('preset' in condition) return look.preset(condition.preset) !== undefined;
  const name = 'market' in condition ? marketField : 'age' in condition ? condition.age.field : condition.field;
  const value = name === undefined ? undefined : look.field(name);
  // Stryker disable next-line ConditionalExpression,LogicalOperator: an answer given as undefined reads as no answer (fieldValue then gives the absent preset), so both branches agree.
  const answers: Answers = value === undefined || name === undefined ? {} : { read: { [name]: value } };
  return evaluateCondition(condition, { flags: {}, presets: {}, answers, today, marketField });
}

/**
 * Runs `compute` for every choice of the variables it reads that are not in `chosen` yet: each time it
 * meets an unchosen one, it is run again once per value of that variable. Returns each choice and result.
 */
export function branchOnReads<T>(
  chosen: ReadonlyMap<string, VariableValue>,
  domain: (variable: string) => readonly VariableValue[],
  compute: (chosen: ReadonlyMap<string, VariableValue>) => T,
): { chosen: ReadonlyMap<string, VariableValue>; result: T }[] {
  const out: { chosen: ReadonlyMap<string, VariableValue>; result: T }[] = [];
  const attempt = (current: ReadonlyMap<string, VariableValue>) => {
    try {
      out.push({ chosen: current, result: compute(current) });
    } catch (error) {
      if (!(error instanceof UnchosenVariable)) throw error;
      for (const value of domain(error.variable)) attempt(new Map(current).set(error.variable, value));
    }
  };
  attempt(chosen);
  return out;
}
