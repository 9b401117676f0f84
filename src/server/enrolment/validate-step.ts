import { customizeValidator } from '@rjsf/validator-ajv8';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { Step, StepAnswers } from '../../flow/flow-types';
import type { FlowFacts } from '../../flow/flow-facts';
import { compileStep, variantKey } from '../../flow/compile-step';
import { visibleFields } from '../../flow/reachability';
import { checkCustomRules, type FieldIssue } from '../../flow/custom-rules';

// rjsf's own ajv instance, with the options and formats the browser's precompiled validators were built with,
// so both sides reject the same answers. Steps of a flow version are the same objects for the server's
// lifetime, so each step variant is compiled once, keyed by its step object and variant key.
const { ajv } = customizeValidator();
const compiled = new WeakMap<Step, Map<string, ValidateFunction>>();

function validatorFor(step: Step, visible: Step['fields']): ValidateFunction {
  const variants = compiled.get(step) ?? new Map<string, ValidateFunction>();
  compiled.set(step, variants);
  const key = variantKey(step, visible);
  let validate = variants.get(key);
  if (!validate) {
    validate = ajv.compile(compileStep(visible).schema);
    variants.set(key, validate);
  }
  return validate;
}

/** The field an ajv error is about: the missing or extra property, else the path's first segment. */
function fieldOf(error: ErrorObject): string {
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  return params.missingProperty ?? params.additionalProperty ?? (error.instancePath.split('/')[1] || '(step)');
}

/**
 * Validates one step's answers exactly as the browser does: the compiled JSON Schema, then the custom rules
 * (which also refuse blank required text). Store what passes through normalizeAnswers, as the browser saves it.
 */
export function validateStep(step: Step, given: StepAnswers, facts: FlowFacts): FieldIssue[] {
  const visible = visibleFields(step, facts);
  const validate = validatorFor(step, visible);
  // rjsf turns an emptied input into undefined before validating; do the same, so "" is missing (required).
  const answers = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== ''));
  const issues: FieldIssue[] = validate(answers)
    ? []
    : (validate.errors ?? []).map((error) => ({
        field: fieldOf(error),
        rule: error.keyword === 'format' ? `format_${String((error.params as { format?: string }).format)}` : error.keyword,
      }));
  return [...issues, ...checkCustomRules(visible, answers, facts)];
}
