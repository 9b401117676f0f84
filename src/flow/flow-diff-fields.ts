import type { ChoiceOption, Field, Flow, Step } from './flow-types';
import { conditionText } from './condition-text';
import type { TextsCompared } from './locale-texts';
import { VALIDATION_RULES } from './validation-rules';
import { rewordingLines, wordingLines } from './flow-diff-wording';

const fieldsOf = (flow: Flow) => new Map(flow.steps.flatMap((step) => step.fields.map((field) => [field.name, { step, field }] as const)));
const shown = (value: unknown) => JSON.stringify(value);
// Language lines sit under the line naming their key.
const UNDER = '      ';

/** A field's rules in words, e.g. `required: true, pattern: "^\\d{5}$"`. */
export function rulesText(field: Field): string {
  const entries = Object.entries(field.validations).sort(([a], [b]) => a.localeCompare(b));
  return entries.length === 0 ? 'none' : entries.map(([rule, value]) => `${rule}: ${shown(value)}`).join(', ');
}

/** Whether a member must answer the field to continue: `required`, or a consent that must be ticked. */
const isRequired = (field: Field) => field.validations.required === true || field.validations.mustAccept === true;
const requiredText = (field: Field) => (isRequired(field) ? 'required' : 'optional');

/** The field's texts other than label, hint and options: its consent document's name and its rules' own messages. */
function otherTextKeys(field: Field): [string, string][] {
  const messages = Object.entries(field.validations).filter(([rule, key]) => VALIDATION_RULES[rule]?.value === 'translationKey' && typeof key === 'string');
  return [...(field.document ? [['document', `documents.${field.document}`] as [string, string]] : []), ...messages.map(([rule, key]) => [`message ${rule}`, key as string] as [string, string])];
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

/** A choice field's options compared by value: added, removed, relabelled, reworded, and a new order. */
function optionChanges(name: string, before: ChoiceOption[] = [], after: ChoiceOption[] = [], texts?: TextsCompared): string[] {
  const old = new Map(before.map((o) => [o.value, o]));
  const now = new Map(after.map((o) => [o.value, o]));
  const out = [
    ...after.filter((o) => !old.has(o.value)).flatMap((o) => [`+ field ${name} option ${shown(o.value)} (label ${o.labelKey})`, ...wordingLines(o.labelKey, texts?.after, UNDER)]),
    ...before.filter((o) => !now.has(o.value)).map((o) => `- field ${name} option ${shown(o.value)} (label ${o.labelKey})`),
    ...after.filter((o) => old.has(o.value)).flatMap((o) => {
      const was = old.get(o.value)?.labelKey ?? '';
      if (was !== o.labelKey) return [`~ field ${name} option ${shown(o.value)} label ${was} → ${o.labelKey}`, ...wordingLines(o.labelKey, texts?.after, UNDER)];
      const reworded = rewordingLines(o.labelKey, texts, UNDER);
      return reworded.length > 0 ? [`~ field ${name} option ${shown(o.value)} label ${o.labelKey} reworded`, ...reworded] : [];
    }),
  ];
  const kept = (list: ChoiceOption[], other: Map<string, ChoiceOption>) => list.filter((o) => other.has(o.value)).map((o) => o.value).join(', ');
  if (kept(before, now) !== kept(after, old)) out.push(`~ field ${name} options reordered: ${kept(before, now)} → ${kept(after, old)}`);
  return out;
}

/** A text key of a kept field: another key (with its texts in every language), added, removed, or the same key reworded. */
function textChange(name: string, what: string, was: string | undefined, now: string | undefined, texts?: TextsCompared): string[] {
  if (was === now) {
    const reworded = now === undefined ? [] : rewordingLines(now, texts, UNDER);
    return reworded.length > 0 ? [`~ field ${name} ${what} ${now ?? ''} reworded`, ...reworded] : [];
  }
  if (was === undefined) return [`+ field ${name} ${what} ${now ?? ''}`, ...wordingLines(now ?? '', texts?.after, UNDER)];
  if (now === undefined) return [`- field ${name} ${what} (was ${was})`];
  return [`~ field ${name} ${what} ${was} → ${now}`, ...wordingLines(now, texts?.after, UNDER)];
}

/** A new field in full: where, whether it must be answered, its texts in every language, rules, options and condition. */
function addedField(step: Step, field: Field, texts?: TextsCompared): string[] {
  const inLanguages = (what: string, key: string) => [`    ${what} ${key}`, ...wordingLines(key, texts?.after, UNDER)];
  const optionList = field.options?.map((o) => `${o.value} (${o.labelKey})`).join(', ');
  const options = texts ? (field.options ?? []).flatMap((o) => inLanguages(`option ${shown(o.value)}`, o.labelKey)) : optionList ? [`    options ${optionList}`] : [];
  const label = texts ? inLanguages('label', field.labelKey) : [`    label ${field.labelKey}${field.hintKey ? `, hint ${field.hintKey}` : ''}`];
  return [
    `+ field ${field.name} (${field.type}${field.multiple ? ', several answers' : ''}, ${requiredText(field)}) added to step ${step.id}`,
    ...label,
    ...(texts && field.hintKey ? inLanguages('hint', field.hintKey) : []),
    ...(texts ? otherTextKeys(field).flatMap(([what, key]) => inLanguages(what, key)) : []),
    `    rules ${rulesText(field)}`,
    ...options,
    ...(field.when ? [`    shows when: ${conditionText(field.when)}`] : []),
  ];
}

/** What changed on a field both flows have, one line each (its texts' wording too when the texts are given). */
function keptFieldChanges(name: string, old: { step: Step; field: Field }, step: Step, field: Field, texts?: TextsCompared): string[] {
  const out: string[] = [];
  if (old.step.id !== step.id) out.push(`~ field ${name} moved from step ${old.step.id} to ${step.id}`);
  if (old.field.type !== field.type) out.push(`~ field ${name} type ${old.field.type} → ${field.type}`);
  if (Boolean(old.field.multiple) !== Boolean(field.multiple)) out.push(`~ field ${name} ${field.multiple ? 'now takes several answers' : 'now takes one answer'}`);
  if (isRequired(old.field) !== isRequired(field)) out.push(`~ field ${name} now ${requiredText(field)} (was ${requiredText(old.field)})`);
  out.push(...ruleChanges(name, old.field, field));
  out.push(...textChange(name, 'label', old.field.labelKey, field.labelKey, texts), ...textChange(name, 'hint', old.field.hintKey, field.hintKey, texts));
  const oldOthers = new Map(otherTextKeys(old.field).map(([what, key]) => [key, what]));
  for (const [what, key] of otherTextKeys(field)) {
    out.push(...(oldOthers.has(key) ? textChange(name, what, key, key, texts) : [`+ field ${name} ${what} ${key}`, ...wordingLines(key, texts?.after, UNDER)]));
  }
  out.push(...optionChanges(name, old.field.options, field.options, texts));
  if (shown(old.field.when) !== shown(field.when)) out.push(`~ field ${name} shows when: ${conditionText(old.field.when)} → ${conditionText(field.when)}`);
  const deps = (f: Field) => (f.dependsOn ?? []).join(', ') || 'none';
  if (deps(old.field) !== deps(field)) out.push(`~ field ${name} asked again when these change: ${deps(old.field)} → ${deps(field)}`);
  // A heading first, so a reviewer reading any change to the field knows whether members must answer it.
  return out.length > 0 ? [`~ field ${name} (${field.type}, ${requiredText(field)}) in step ${step.id}:`, ...out] : [];
}

/**
 * Fields added, removed, moved or changed (type, required, rules, label, hint, options, messages, condition,
 * dependencies); with the texts of both sides, each new or reworded text in every language.
 */
export function fieldChanges(before: Flow, after: Flow, texts?: TextsCompared): string[] {
  const out: string[] = [];
  const oldFields = fieldsOf(before);
  const newFields = fieldsOf(after);
  for (const [name, { step, field }] of newFields) {
    const old = oldFields.get(name);
    out.push(...(old ? keptFieldChanges(name, old, step, field, texts) : addedField(step, field, texts)));
  }
  for (const [name, { step }] of oldFields) if (!newFields.has(name)) out.push(`- field ${name} removed from step ${step.id}`);
  return out;
}

/** Every text key the fields of a flow use: labels, hints, option labels, documents and rule messages. */
export function fieldTextKeys(flow: Flow): Set<string> {
  return new Set(flow.steps.flatMap((step) => step.fields.flatMap((field) => [field.labelKey, ...(field.hintKey ? [field.hintKey] : []), ...(field.options ?? []).map((o) => o.labelKey), ...otherTextKeys(field).map(([, key]) => key)])));
}
