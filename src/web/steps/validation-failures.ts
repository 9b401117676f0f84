import type { FieldIssue } from '../../flow/custom-rules';
import type { Field } from '../../flow/flow-types';

/** A field that failed validation and the names of the rules it broke; never its value. */
export interface ValidationFailure {
  field: string;
  rules: string[];
}

/** The part of an rjsf error used here. */
export interface FormError {
  name?: string;
  property?: string;
  params?: unknown;
}

function ruleOf(error: FormError, field: Field | undefined): string | undefined {
  if (error.name === 'const') return 'mustAccept';
  if (error.name === 'required') return field?.validations.mustAccept === true ? 'mustAccept' : 'required';
  return error.name;
}

/**
 * The flow's rule names (`VALIDATIONS.<rule>`) behind a failed step, per field: JSON Schema keywords
 * map back to rules, and errors from the custom checks take their rule from those checks.
 */
export function validationFailures(errors: readonly FormError[], visible: readonly Field[], custom: readonly FieldIssue[]): ValidationFailure[] {
  const byField = new Map<string, Set<string>>();
  const add = (field: string, rule: string) => byField.set(field, (byField.get(field) ?? new Set()).add(rule));
  for (const error of errors) {
    const missing = (error.params as { missingProperty?: unknown } | undefined)?.missingProperty;
    const name = error.name === 'required' && typeof missing === 'string' ? missing : (error.property ?? '').replace(/^\./, '');
    const field = visible.find((f) => f.name === name);
    if (!field) continue;
    const rule = ruleOf(error, field);
    if (rule) add(name, rule);
    else for (const issue of custom.filter((i) => i.field === name)) add(name, issue.rule);
  }
  return [...byField].map(([field, rules]) => ({ field, rules: [...rules] }));
}
