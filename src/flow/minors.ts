import type { Condition, Field, Flow, MinorsRule, Step } from './flow-types';
import { evaluateCondition } from './evaluate-condition';
import { ageOn, fieldValue, type FlowFacts } from './flow-facts';
import { marketOf } from '../reference/markets';

/**
 * "A minor" as a condition the engine already knows: in each market, younger than that market's age of consent.
 * Markets sharing an age share a branch, so the condition stays short in the graph and the Questionnaire.
 */
export function minorCondition(rule: MinorsRule): Condition {
  const byAge = new Map<number, string[]>();
  for (const [market, age] of Object.entries(rule.ageOfConsent)) byAge.set(age, [...(byAge.get(age) ?? []), market]);
  const branches = [...byAge].sort(([a], [b]) => b - a).map(([age, markets]): Condition => ({ all: [{ market: markets }, { age: { field: rule.birthDateField, below: age } }] }));
  const [only] = branches;
  return branches.length === 1 && only ? only : { any: branches };
}

/** The guardian step's condition: its own `when` (if any) and being a minor. */
export function guardianStepCondition(rule: MinorsRule, own: Condition | undefined): Condition {
  const minor = minorCondition(rule);
  return own === undefined ? minor : { all: [own, minor] };
}

/** The guardian step of a flow with a minors rule. */
export function guardianStepOf(flow: Flow): Step | undefined {
  return flow.minors ? flow.steps.find((step) => step.id === flow.minors?.guardianStep) : undefined;
}

/** Whether the member is a minor by the flow's rule on `facts.today`; undefined before the birth date (or without a rule). */
export function isMinor(flow: Pick<Flow, 'minors'>, facts: FlowFacts): boolean | undefined {
  if (!flow.minors) return undefined;
  const birth = fieldValue(facts, flow.minors.birthDateField);
  if (typeof birth !== 'string' || ageOn(birth, facts.today) === undefined) return undefined;
  return evaluateCondition(minorCondition(flow.minors), facts);
}

/** The market whose law applied and its age of consent; the market is OTHER before a country is answered. */
export function consentLaw(flow: Pick<Flow, 'minors'>, facts: FlowFacts): { market: string; ageOfConsent: number | null } {
  const country = facts.marketField === undefined ? undefined : fieldValue(facts, facts.marketField);
  const market = typeof country === 'string' ? marketOf(country) : 'OTHER';
  return { market, ageOfConsent: flow.minors?.ageOfConsent[market] ?? null };
}

/** Whether a step asks for any consent. */
export const asksConsent = (step: Pick<Step, 'fields'>): boolean => step.fields.some((field) => field.type === 'consent');

/**
 * The translation key of a consent text spoken to the guardian: `fields.x.label` → `fields.x.guardianLabel`,
 * `steps.y.intro` → `steps.y.guardianIntro`. Every flow with a minors rule has them in every language (check-flows).
 */
export function guardianKey(key: string): string {
  const dot = key.lastIndexOf('.');
  const last = key.slice(dot + 1);
  return `${key.slice(0, dot + 1)}guardian${last.charAt(0).toUpperCase()}${last.slice(1)}`;
}

/**
 * Whether a step's consent texts speak to the guardian: a consent step other than the guardian's own, shown to a
 * minor. The page chooses the texts it shows with it, and the server the texts its receipts hash.
 */
export function speaksToGuardian(flow: Pick<Flow, 'minors'>, facts: FlowFacts, step: Pick<Step, 'id' | 'fields'>): boolean {
  return step.id !== flow.minors?.guardianStep && asksConsent(step) && isMinor(flow, facts) === true;
}

/** The key of a step text as shown (its intro): the guardian's wording when the step speaks to the guardian. */
export const shownKey = (key: string, toGuardian: boolean): string => (toGuardian ? guardianKey(key) : key);

/** The label key a field shows: a consent's statement in the guardian's words when the step speaks to the guardian. */
export const shownLabelKey = (field: Pick<Field, 'type' | 'labelKey'>, toGuardian: boolean): string => shownKey(field.labelKey, toGuardian && field.type === 'consent');
