import type { Answers, Flow, Step, StepAnswers } from '../../flow/flow-types';
import type { RememberedChoices } from '../../platform/prefill-store';

/**
 * The only kinds of answer a device remembers for the next enrolment (fingerprintPrefill): where and in
 * which language, none of them identity or health. The unit is not here: the care programme someone chose says
 * something about their health. Names, birth date, contact details, demographics and consents never are.
 */
export const REMEMBERED_FIELD_TYPES: readonly string[] = ['language', 'country', 'region', 'timezone'];

/** The remembered fields of the flow, in flow order. */
function rememberedFields(flow: Flow): { stepId: string; name: string }[] {
  return flow.steps.flatMap((step) => step.fields.filter((field) => REMEMBERED_FIELD_TYPES.includes(field.type)).map((field) => ({ stepId: step.id, name: field.name })));
}

/** What a submitted enrolment leaves on the device: its answers to the remembered fields, nothing else. */
export function choicesToRemember(flow: Flow, answers: Answers): RememberedChoices {
  const choices: RememberedChoices = {};
  for (const { stepId, name } of rememberedFields(flow)) {
    const value = answers[stepId]?.[name];
    if (typeof value === 'string' && value !== '') choices[name] = value;
  }
  return choices;
}

/**
 * The pre-selected answers of a step from the remembered choices, or undefined. The choices hang together (a region
 * belongs to a country, a zone to a place), so once the member answers one differently from what was remembered,
 * no later one is offered.
 */
export function prefilledDraft(flow: Flow, step: Step, answers: Answers, remembered: RememberedChoices): StepAnswers | undefined {
  const draft: StepAnswers = {};
  for (const { stepId, name } of rememberedFields(flow)) {
    const value = remembered[name];
    if (value === undefined) continue;
    if (stepId === step.id) draft[name] = value;
    else if (answers[stepId] && answers[stepId][name] !== value) return Object.keys(draft).length > 0 ? draft : undefined;
  }
  return Object.keys(draft).length > 0 ? draft : undefined;
}
