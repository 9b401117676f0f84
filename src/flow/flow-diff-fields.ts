import type { ChoiceOption, Field, Flow, Step } from './flow-types';
import { conditionText } from './condition-text';

const fieldsOf = (flow: Flow) => new Map(flow.steps.flatMap((step) => step.fields.map((field) => [field.name, { step, field }] as const)));
const shown = (value: unknown) => JSON.stringify(value);

/** A field's rules in words, e.g. `required: true, pattern: "^\\d{5}$"`. */
export function rulesText(field: Field): string {
  const entries = Object.entries(field.validations).sort(([a], [b]) => a.localeCompare(b));
  return entries.length === 0 ? 'none' : entries.map(([rule, value]) => `${rule}: ${shown(value)}`).join(', ');
}

/** Rules added, removed or given another value, one line each. */
function ruleChanges(name: string, before: Field, after: Field): string[] {
  const rules = [...new Set([...Object.keys(before.validations), ...Object.keys(after.validations)])].sort();
  return rules.flatMap((rule) => {
    const [was, now] = [before.validations[rule], after.validations[rule]];
    if (was === undefined) return [`+ field ${name} rule ${rule}: ${shown(now)}`];
    if (now === undefined) return [`- field ${name} rule ${rule} (was ${shown(was)})`];
    return shown(was) === shown(now) ? [] : [`~ field ${name} rule ${rule}: ${shown(was)} → ${shown(now)}`];
  });
}

/** A choice field's options compared by value: added, removed, relabelled, and a new order. */
function optionChanges(name: string, before: ChoiceOption[] = [], after: ChoiceOption[] = []): string[] {
  const old = new Map(before.map((o) => [o.value, o]));
  const now = new Map(after.map((o) => [o.value, o]));
  const out = [
    ...after.filter((o) => !old.has(o.value)).map((o) => `+ field ${name} option ${shown(o.value)} (label ${o.labelKey})`),
    ...before.filter((o) => !now.has(o.value)).map((o) => `- field ${name} option ${shown(o.value)} (label ${o.labelKey})`),
    ...after.filter((o) => old.has(o.value) && old.get(o.value)?.labelKey !== o.labelKey).map((o) => `~ field ${name} option ${shown(o.value)} label ${old.get(o.value)?.labelKey ?? ''} → ${o.labelKey}`),
  ];
  const kept = (list: ChoiceOption[], other: Map<string, ChoiceOption>) => list.filter((o) => other.has(o.value)).map((o) => o.value).join(', ');
  if (kept(before, now) !== kept(after, old)) out.push(`~ field ${name} options reordered: ${kept(before, now)} → ${kept(after, old)}`);
  return out;
}

function textChange(name: string, what: string, was: string | undefined, now: string | undefined): string[] {
  if (was === now) return [];
  if (was === undefined) return [`+ field ${name} ${what} ${now ?? ''}`];
  if (now === undefined) return [`- field ${name} ${what} (was ${was})`];
  return [`~ field ${name} ${what} ${was} → ${now}`];
}

/** A new field in full: where, its texts, rules, options and condition, so a reviewer sees everything it asks. */
function addedField(step: Step, field: Field): string[] {
  const options = field.options?.map((o) => `${o.value} (${o.labelKey})`).join(', ');
  return [
    `+ field ${field.name} (${field.type}${field.multiple ? ', several answers' : ''}) added to step ${step.id}`,
    `    label ${field.labelKey}${field.hintKey ? `, hint ${field.hintKey}` : ''}`,
    `    rules ${rulesText(field)}`,
    ...(options ? [`    options ${options}`] : []),
    ...(field.when ? [`    shows when: ${conditionText(field.when)}`] : []),
  ];
}

/** Fields added, removed, moved or changed (type, rules, label, hint, options, condition, dependencies). */
export function fieldChanges(before: Flow, after: Flow): string[] {
  const out: string[] = [];
  const oldFields = fieldsOf(before);
  const newFields = fieldsOf(after);
  for (const [name, { step, field }] of newFields) {
    const old = oldFields.get(name);
    if (!old) {
      out.push(...addedField(step, field));
      continue;
    }
    if (old.step.id !== step.id) out.push(`~ field ${name} moved from step ${old.step.id} to ${step.id}`);
    if (old.field.type !== field.type) out.push(`~ field ${name} type ${old.field.type} → ${field.type}`);
    if (Boolean(old.field.multiple) !== Boolean(field.multiple)) out.push(`~ field ${name} ${field.multiple ? 'now takes several answers' : 'now takes one answer'}`);
    out.push(...ruleChanges(name, old.field, field));
    out.push(...textChange(name, 'label', old.field.labelKey, field.labelKey), ...textChange(name, 'hint', old.field.hintKey, field.hintKey));
    out.push(...optionChanges(name, old.field.options, field.options));
    if (shown(old.field.when) !== shown(field.when)) out.push(`~ field ${name} shows when: ${conditionText(old.field.when)} → ${conditionText(field.when)}`);
    const deps = (f: Field) => (f.dependsOn ?? []).join(', ') || 'none';
    if (deps(old.field) !== deps(field)) out.push(`~ field ${name} asked again when these change: ${deps(old.field)} → ${deps(field)}`);
  }
  for (const [name, { step }] of oldFields) if (!newFields.has(name)) out.push(`- field ${name} removed from step ${step.id}`);
  return out;
}
