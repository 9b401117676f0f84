import type { FlowConfig } from './flow-types';
import type { FlowProblem } from './flow-problem';
import { didYouMean } from './did-you-mean';

/**
 * What the meta-schema cannot check of a minors rule: that its guardian step is a form step of the flow, its birth
 * date a date field, and that the guardian step comes after the birth date and the country it reads. Whether a
 * consent comes before it on some path is the path explorer's (consent_before_guardian).
 */
export function checkMinors(flow: FlowConfig): FlowProblem[] {
  const rule = flow.minors;
  if (!rule) return [];
  const problems: FlowProblem[] = [];
  const formSteps = flow.steps.filter((step) => (step.kind ?? 'form') === 'form').map((step) => step.id);
  const guardianAt = flow.steps.findIndex((step) => step.id === rule.guardianStep && (step.kind ?? 'form') === 'form');
  if (guardianAt < 0) {
    problems.push({ pointer: '/minors/guardianStep', code: 'unknown_guardian_step', message: `No form step is named '${rule.guardianStep}'; name the step that asks for the guardian (form steps: ${formSteps.join(', ')}).${didYouMean(rule.guardianStep, formSteps)}` });
  }
  const fieldAt = (predicate: (field: { name: string; type: string }) => boolean) => flow.steps.findIndex((step) => (step.fields ?? []).some(predicate));
  const birthAt = fieldAt((field) => field.name === rule.birthDateField && field.type === 'date');
  const dates = flow.steps.flatMap((step) => (step.fields ?? []).filter((field) => field.type === 'date').map((field) => field.name));
  if (birthAt < 0) {
    problems.push({ pointer: '/minors/birthDateField', code: 'unknown_condition_field', message: `No field of type 'date' is named '${rule.birthDateField}'; name the date-of-birth field (date fields: ${dates.join(', ') || 'none'}).${didYouMean(rule.birthDateField, dates)}` });
  }
  const countryAt = fieldAt((field) => field.type === 'country');
  const readsFrom = Math.max(birthAt, countryAt);
  if (guardianAt >= 0 && birthAt >= 0 && guardianAt <= readsFrom) {
    const later = flow.steps[readsFrom]?.id;
    problems.push({ pointer: `/steps/${guardianAt}`, code: 'guardian_step_before_birth_date', message: `Guardian step '${rule.guardianStep}' comes before step '${later}', whose answers say whether the member is a minor; move '${rule.guardianStep}' after '${later}' and before the first consent step.` });
  }
  return problems;
}
