import { customizeValidator } from '@rjsf/validator-ajv8';
import type { Step, StepAnswers } from '../flow/flow-types';
import type { EvalContext } from '../flow/eval-context';
import { compileStep } from '../flow/compile-step';
import { visibleFields } from '../flow/reachability';
import { checkCustomRules, type FieldIssue } from '../flow/custom-rules';

// The same validator package and options as the browser's precompiled validators, so both reject the same answers.
const validator = customizeValidator();

/** Validates one step's answers exactly as the browser does: the compiled JSON Schema, then the custom rules. */
export function validateStep(step: Step, answers: StepAnswers, ctx: EvalContext): FieldIssue[] {
  const visible = visibleFields(step, ctx);
  const { schema } = compileStep(visible);
  const result = validator.validateFormData(answers, schema);
  const issues: FieldIssue[] = result.errors.map((error) => ({
    field: fieldOf(error.property, error.params),
    rule: error.name === 'format' ? `format_${String((error.params as { format?: string }).format)}` : (error.name ?? 'invalid'),
  }));
  return [...issues, ...checkCustomRules(visible, answers, ctx)];
}

function fieldOf(property: string | undefined, params: unknown): string {
  const missing = (params as { missingProperty?: string; additionalProperty?: string } | undefined) ?? {};
  if (missing.missingProperty) return missing.missingProperty;
  if (missing.additionalProperty) return missing.additionalProperty;
  return (property ?? '').replace(/^\./, '') || '(step)';
}
