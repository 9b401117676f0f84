import type { FieldConfig, Flow, FlowConfig, Step, StepConfig, Field } from './flow-types';
import { DEFAULT_VALIDATION_PREFIX, gatherValidations } from './gather-validations';
import { guardianStepCondition } from './minors';

function normalizeField(field: FieldConfig, prefix: string): Field {
  const normalized: Field = {
    name: field.name,
    type: field.type,
    labelKey: field.labelKey,
    validations: gatherValidations(field, prefix),
  };
  if (field.hintKey !== undefined) normalized.hintKey = field.hintKey;
  if (field.document !== undefined) normalized.document = field.document;
  if (field.list !== undefined) normalized.list = field.list;
  if (field.options !== undefined) normalized.options = field.options;
  if (field.multiple !== undefined) normalized.multiple = field.multiple;
  if (field.when !== undefined) normalized.when = field.when;
  if (field.dependsOn !== undefined) normalized.dependsOn = field.dependsOn;
  if (field.autocomplete !== undefined) normalized.autocomplete = field.autocomplete;
  return normalized;
}

function normalizeStep(step: StepConfig, prefix: string): Step {
  const normalized: Step = {
    id: step.id,
    kind: step.kind ?? 'form',
    titleKey: step.titleKey,
    fields: (step.fields ?? []).map((field) => normalizeField(field, prefix)),
  };
  if (step.introKey !== undefined) normalized.introKey = step.introKey;
  if (step.when !== undefined) normalized.when = step.when;
  return normalized;
}

/**
 * Turns a flow file into the engine's shape: kinds defaulted, validation keys gathered, and the guardian step of a
 * minors rule shown only to a minor (the rule's ages are its condition, so no one writes them twice).
 */
export function normalizeFlow(config: FlowConfig): Flow {
  const prefix = config.validationPrefix ?? DEFAULT_VALIDATION_PREFIX;
  const { minors } = config;
  const steps = config.steps.map((step) => normalizeStep(step, prefix));
  return {
    id: config.id,
    version: config.version,
    flags: config.flags,
    ...(minors ? { minors } : {}),
    steps: minors ? steps.map((step) => (step.id === minors.guardianStep ? { ...step, when: guardianStepCondition(minors, step.when) } : step)) : steps,
  };
}

/** Finds a step by id, or undefined. */
export function findStep(flow: Flow, stepId: string): Step | undefined {
  return flow.steps.find((step) => step.id === stepId);
}

/** Finds the step holding a field, or undefined. */
export function stepOfField(flow: Flow, fieldName: string): Step | undefined {
  return flow.steps.find((step) => step.fields.some((field) => field.name === fieldName));
}
