import type { FieldConfig, FlowConfig } from './flow-types';
import type { FlowProblem } from './flow-problem';
import { fieldType } from './field-types';
import { DEFAULT_VALIDATION_PREFIX } from './gather-validations';

/** Fewest options a choice field may offer: one option is not a choice. */
export const MIN_CHOICE_OPTIONS = 2;

// A choice answer is one of its options: rules on text length, patterns or formats mean nothing for it.
const CHOICE_RULES = new Set(['required']);

function checkOptions(field: FieldConfig, at: string, prefix: string): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const options = Array.isArray(field.options) ? field.options : [];
  if (options.length < MIN_CHOICE_OPTIONS) {
    problems.push({ pointer: `${at}/options`, code: 'too_few_options', message: `Choice field '${field.name}' has ${options.length} option(s); give it at least ${MIN_CHOICE_OPTIONS} under "options", each { "value": "...", "labelKey": "..." }.` });
  }
  const seen = new Map<string, number>();
  options.forEach((option, k) => {
    const first = seen.get(option.value);
    if (first !== undefined) problems.push({ pointer: `${at}/options/${k}/value`, code: 'duplicate_option_value', message: `Choice field '${field.name}' offers the value '${option.value}' twice (options ${first} and ${k}); give each option its own value.` });
    else seen.set(option.value, k);
  });
  for (const key of Object.keys(field)) {
    const rule = key.startsWith(`${prefix}.`) ? key.slice(prefix.length + 1) : undefined;
    if (rule !== undefined && !CHOICE_RULES.has(rule)) {
      problems.push({ pointer: `${at}/${key}`, code: 'rule_not_applicable', message: `Rule '${rule}' does not apply to choice field '${field.name}' (its answer is one of its options); only '${prefix}.required' does. Remove it.` });
    }
  }
  return problems;
}

/** Checks choice fields: at least two options with distinct values; `options` and `multiple` only on choice fields. */
export function checkChoiceFields(flow: FlowConfig): FlowProblem[] {
  const prefix = flow.validationPrefix ?? DEFAULT_VALIDATION_PREFIX;
  return flow.steps.flatMap((step, i) =>
    (step.fields ?? []).flatMap((field, j) => {
      const at = `/steps/${i}/fields/${j}`;
      const type = fieldType(field.type);
      if (type?.ownOptions) return checkOptions(field, at, prefix);
      const stray = (['options', 'multiple'] as const).filter((key) => field[key] !== undefined);
      // An unknown type (e.g. "select") is reported as unknown_widget, with its did-you-mean, by checkFlow.
      if (!type) return [];
      return stray.map((key) => ({ pointer: `${at}/${key}`, code: 'options_on_fixed_field' as const, message: `Field '${field.name}' of type '${field.type}' takes no '${key}': its options come with the type. Use "type": "choice" for a question with its own options, or remove '${key}'.` }));
    }),
  );
}
