import { marketOf } from '../reference/markets';
import type { Condition } from './flow-types';
import { ageOn, fieldValue, type FlowFacts } from './flow-facts';

/** Whether a condition holds in a context; an absent condition always holds. */
export function evaluateCondition(condition: Condition | undefined, facts: FlowFacts): boolean {
  if (condition === undefined) return true;
  if ('all' in condition) return condition.all.every((c) => evaluateCondition(c, facts));
  if ('any' in condition) return condition.any.some((c) => evaluateCondition(c, facts));
  if ('not' in condition) return !evaluateCondition(condition.not, facts);
  if ('flag' in condition) return facts.flags[condition.flag] === true;
  if ('preset' in condition) return typeof facts.presets[condition.preset] === 'string';
  if ('market' in condition) {
    const country = facts.marketField === undefined ? undefined : fieldValue(facts, facts.marketField);
    return typeof country === 'string' && condition.market.includes(marketOf(country));
  }
  if ('age' in condition) {
    const birth = fieldValue(facts, condition.age.field);
    const age = typeof birth === 'string' ? ageOn(birth, facts.today) : undefined;
    if (age === undefined) return false;
    const { below, atLeast } = condition.age;
    return (below === undefined || age < below) && (atLeast === undefined || age >= atLeast);
  }
  const value = fieldValue(facts, condition.field);
  if ('equals' in condition) return value === condition.equals;
  if ('in' in condition) return value !== undefined && typeof value !== 'boolean' && !Array.isArray(value) && condition.in.includes(value);
  return (value !== undefined && value !== '') === condition.answered;
}

/** The field names a condition reads, with the market condition reading the market field. */
export function conditionFields(condition: Condition | undefined, marketField?: string): string[] {
  if (condition === undefined) return [];
  if ('all' in condition) return condition.all.flatMap((c) => conditionFields(c, marketField));
  if ('any' in condition) return condition.any.flatMap((c) => conditionFields(c, marketField));
  if ('not' in condition) return conditionFields(condition.not, marketField);
  if ('flag' in condition || 'preset' in condition) return [];
  if ('market' in condition) return marketField === undefined ? [] : [marketField];
  if ('age' in condition) return [condition.age.field];
  return [condition.field];
}

/** The flag names a condition reads. */
export function conditionFlags(condition: Condition | undefined): string[] {
  if (condition === undefined) return [];
  if ('all' in condition) return condition.all.flatMap(conditionFlags);
  if ('any' in condition) return condition.any.flatMap(conditionFlags);
  if ('not' in condition) return conditionFlags(condition.not);
  if ('flag' in condition) return [condition.flag];
  return [];
}
