import type { Condition, FieldConfig, FlowConfig, StepConfig } from './flow-types';
import { pointerSegment, type FlowProblem } from './flow-problem';
import { conditionFields, conditionFlags } from './evaluate-condition';
import { satisfiable } from './condition-satisfiable';
import { FIELD_TYPES, fieldType } from './field-types';
import { DEFAULT_VALIDATION_PREFIX } from './gather-validations';
import { VALIDATION_RULES, ruleValueProblem } from './validation-rules';
import { translationKeysOfFlow } from './translation-keys';
import { checkChoiceFields } from './check-choice-fields';
import { checkRuleMessages } from './check-rule-messages';
import { checkConditions } from './check-conditions';
import { checkMinors } from './check-minors';
import { didYouMean } from './did-you-mean';

/** The translations check-flows compares against: flattened keys per locale. */
export type LocaleKeys = Record<string, ReadonlySet<string>>;

/** Most conditional fields one step may have (each doubles the precompiled validators of the step). */
export const MAX_CONDITIONAL_FIELDS = 6;

const FIELD_KEYS = new Set(['name', 'type', 'labelKey', 'hintKey', 'document', 'list', 'when', 'dependsOn', 'autocomplete', 'options', 'multiple']);

/** Checks what the meta-schema cannot: names, rules, conditions, translations and reachability. */
export function checkFlow(flow: FlowConfig, locales: LocaleKeys): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const report = (pointer: string, code: FlowProblem['code'], message: string) => problems.push({ pointer, code, message });
  const prefix = flow.validationPrefix ?? DEFAULT_VALIDATION_PREFIX;
  const flagNames = Object.keys(flow.flags ?? {});
  const marketField = flow.steps.flatMap((s) => s.fields ?? []).find((f) => f.type === 'country')?.name;
  const stepIds = new Map<string, number>();
  const fieldStep = new Map<string, number>();
  flow.steps.forEach((step, i) => (step.fields ?? []).forEach((f) => fieldStep.has(f.name) || fieldStep.set(f.name, i)));

  // The fields a name may refer to, listed in the message so a wrong name need not be looked up in the file.
  const fieldsBefore = (stepIndex: number, including: 'earlier' | 'this or earlier', asking = '') => {
    const names = [...fieldStep].filter(([name, at]) => name !== asking && (at < stepIndex || (including === 'this or earlier' && at === stepIndex))).map(([name]) => name);
    return `use the name of a field of ${including === 'earlier' ? 'an earlier step' : 'this or an earlier step'} (${names.length > 0 ? names.join(', ') : 'none comes before this one, so it can read only flags, the address and markets'}).`;
  };

  const checkCondition = (condition: Condition | undefined, pointer: string, stepIndex: number) => {
    for (const flag of conditionFlags(condition)) {
      if (!flagNames.includes(flag)) report(pointer, 'undeclared_flag', `Flag '${flag}' is not declared; add it under "flags" with a default, or fix its name (declared: ${flagNames.join(', ') || 'none'}).${didYouMean(flag, flagNames)}`);
    }
    for (const name of conditionFields(condition, marketField)) {
      const at = fieldStep.get(name);
      if (at === undefined) report(pointer, 'unknown_condition_field', `No field is named '${name}'; ${fieldsBefore(stepIndex, 'earlier')}${didYouMean(name, fieldStep.keys())}`);
      else if (at >= stepIndex) report(pointer, 'condition_on_later_field', `Field '${name}' is answered on step '${flow.steps[at]?.id}', not before this one; a condition may only read earlier steps.`);
    }
  };

  flow.steps.forEach((step: StepConfig, i) => {
    const at = `/steps/${i}`;
    const seen = stepIds.get(step.id);
    if (seen !== undefined) report(`${at}/id`, 'duplicate_step_id', `Step id '${step.id}' is already used by /steps/${seen}; give each step its own id.`);
    else stepIds.set(step.id, i);
    checkCondition(step.when, `${at}/when`, i);
    if (!satisfiable(step.when, flagNames)) report(`${at}/when`, 'unreachable_step', `No combination of flags lets step '${step.id}' show; fix or remove its 'when'.`);
    const kind = step.kind ?? 'form';
    if (kind !== 'form' && (step.fields ?? []).length > 0) report(`${at}/fields`, 'fields_on_page_step', `A '${kind}' step shows no fields; move them to a form step.`);
    const conditional = (step.fields ?? []).filter((f) => f.when !== undefined).length;
    if (conditional > MAX_CONDITIONAL_FIELDS) report(`${at}/fields`, 'too_many_variants', `Step '${step.id}' has ${conditional} fields with 'when'; keep at most ${MAX_CONDITIONAL_FIELDS} or split the step.`);
    (step.fields ?? []).forEach((field, j) => checkField(field, `${at}/fields/${j}`, i));
  });

  function checkField(field: FieldConfig, at: string, stepIndex: number) {
    if (fieldStep.get(field.name) !== stepIndex || (flow.steps[stepIndex]?.fields ?? []).filter((f) => f.name === field.name).length > 1) {
      const first = (flow.steps[stepIndex]?.fields ?? []).findIndex((f) => f.name === field.name);
      const isFirst = fieldStep.get(field.name) === stepIndex && `${at}` === `/steps/${stepIndex}/fields/${first}`;
      if (!isFirst) report(`${at}/name`, 'duplicate_field_name', `Field name '${field.name}' is used twice; every answer needs its own name across the flow.`);
    }
    const type = fieldType(field.type);
    if (!type) report(`${at}/type`, 'unknown_widget', `Type '${field.type}' has no widget; use one of: ${Object.keys(FIELD_TYPES).join(', ')}.${didYouMean(field.type, Object.keys(FIELD_TYPES))}`);
    checkCondition(field.when, `${at}/when`, stepIndex);
    (field.dependsOn ?? []).forEach((name, k) => {
      const source = fieldStep.get(name);
      if (source === undefined) report(`${at}/dependsOn/${k}`, 'unknown_dependency', `Field '${field.name}' depends on '${name}', which no field is named; ${fieldsBefore(stepIndex, 'earlier')}${didYouMean(name, fieldStep.keys())}`);
      else if (source >= stepIndex) report(`${at}/dependsOn/${k}`, 'dependency_on_later_field', `Field '${field.name}' depends on '${name}', answered on step '${flow.steps[source]?.id}', not before this one; an answer may only depend on earlier steps.`);
    });
    if (field.list !== undefined && type && !Object.prototype.hasOwnProperty.call(type.lists ?? {}, field.list)) {
      const lists = Object.keys(type.lists ?? {});
      report(`${at}/list`, 'invalid_list', lists.length > 0 ? `Type '${field.type}' offers the lists ${lists.join(', ')}, not '${field.list}'.${didYouMean(field.list, lists)}` : `Type '${field.type}' offers no lists; remove 'list'.`);
    }
    for (const [key, value] of Object.entries(field)) {
      if (FIELD_KEYS.has(key)) continue;
      const pointer = `${at}/${pointerSegment(key)}`;
      const dot = key.indexOf('.');
      if (dot < 0 || key.slice(0, dot) !== prefix) {
        report(pointer, 'unknown_validation_prefix', `Key '${key}' is not a field setting; validation keys start with '${prefix}.' (for example '${prefix}.required').`);
        continue;
      }
      const name = key.slice(dot + 1);
      const rule = VALIDATION_RULES[name];
      if (!rule) {
        report(pointer, 'unknown_validation_rule', `Rule '${name}' is unknown; use one of: ${Object.keys(VALIDATION_RULES).join(', ')}.${didYouMean(name, Object.keys(VALIDATION_RULES))}`);
        continue;
      }
      const problem = ruleValueProblem(rule, value);
      if (problem) report(pointer, 'invalid_rule_value', `Rule '${name}': ${problem}.`);
      if (type && !rule.appliesTo.includes(type.jsonType)) report(pointer, 'rule_not_applicable', `Rule '${name}' does not apply to a field of type '${field.type}'; remove it.`);
      if (rule.value === 'field' && typeof value === 'string') {
        const target = fieldStep.get(value);
        if (target === undefined || target > stepIndex) report(pointer, 'unknown_condition_field', `Rule '${name}' names '${value}', which is not a field of this or an earlier step; ${fieldsBefore(stepIndex, 'this or earlier', field.name)}${didYouMean(value, fieldStep.keys())}`);
      }
    }
  }

  checkPages(flow, report);
  checkConditions(flow, report);
  problems.push(...checkChoiceFields(flow), ...checkRuleMessages(flow), ...checkMinors(flow));
  for (const { key, pointer } of translationKeysOfFlow(flow)) {
    for (const [locale, keys] of Object.entries(locales)) {
      if (!keys.has(key)) report(pointer, 'missing_translation', `Translation key '${key}' is missing in locales/${locale}/translation.json; add it there.`);
    }
  }
  return problems;
}

function checkPages(flow: FlowConfig, report: (pointer: string, code: FlowProblem['code'], message: string) => void) {
  const kinds = flow.steps.map((s) => s.kind ?? 'form');
  const done = kinds.indexOf('done');
  if (!kinds.includes('review')) report('/steps', 'missing_review_step', 'The flow needs one step of kind "review" (check your answers and submit) before the done step.');
  if (done < 0) report('/steps', 'missing_done_step', 'The flow needs a last step of kind "done".');
  else if (done !== kinds.length - 1) report(`/steps/${done}`, 'done_step_not_last', 'The "done" step must be the last step; move it to the end.');
}
