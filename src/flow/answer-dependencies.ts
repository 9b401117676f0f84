import type { Answers, AnswerValue, Field, Flow } from './flow-types';
import { VALIDATION_RULES } from './validation-rules';

/** The earlier fields a rule of the field reads (`regionOf: "country"`, `phoneOf: "country"`): the answer is re-checked when they change. */
export function ruleDependencies(field: Pick<Field, 'validations'>): string[] {
  return Object.entries(field.validations).filter(([rule, value]) => VALIDATION_RULES[rule]?.value === 'field' && typeof value === 'string').map(([, value]) => value as string);
}

/**
 * The earlier fields an answer depends on: its declared `dependsOn` (the answer is asked again whenever
 * one of them changes), plus the fields its rules read (asked again when the rule then fails).
 */
export function fieldDependencies(field: Pick<Field, 'dependsOn' | 'validations'>): string[] {
  return [...new Set([...(field.dependsOn ?? []), ...ruleDependencies(field)])];
}

/**
 * Whether a rule of a field on another step reads a field of this step (`phoneOf: "country"`): saving the step then
 * checks those answers again, with whatever code the rule needs (the phone library).
 */
export function stepFeedsRules(flow: Flow, stepId: string): boolean {
  const own = new Set(flow.steps.find((step) => step.id === stepId)?.fields.map((field) => field.name) ?? []);
  return flow.steps.some((step) => step.id !== stepId && step.fields.some((field) => ruleDependencies(field).some((on) => own.has(on))));
}

/** Every declared dependency of a flow, as `dependent -> [fields it depends on]`, in flow order. */
export function flowDependencies(flow: Flow): [string, string[]][] {
  return flow.steps.flatMap((step) => step.fields.map((field) => [field.name, fieldDependencies(field)] as [string, string[]])).filter(([, on]) => on.length > 0);
}

/** Every field that depends on `name`, directly or through other fields, in flow order. */
export function dependentsOf(flow: Flow, name: string): string[] {
  const found = new Set<string>([name]);
  for (const step of flow.steps) {
    for (const field of step.fields) if (fieldDependencies(field).some((on) => found.has(on))) found.add(field.name);
  }
  found.delete(name);
  return [...found];
}

/** All answers flattened by field name (field names are unique across a flow). */
export function answerValues(answers: Answers): Map<string, AnswerValue> {
  return new Map(Object.values(answers).flatMap((stepAnswers) => Object.entries(stepAnswers)));
}

/** The field names whose value differs between two sets of answers (changed, added or removed). */
export function changedFields(before: Answers, after: Answers): Set<string> {
  const a = answerValues(before);
  const b = answerValues(after);
  return new Set([...a.keys(), ...b.keys()].filter((name) => a.get(name) !== b.get(name)));
}
