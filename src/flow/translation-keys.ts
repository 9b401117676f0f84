import type { FlowConfig } from './flow-types';
import { pointerSegment } from './flow-problem';
import { VALIDATION_RULES } from './validation-rules';
import { guardianKey } from './minors';

/** A translation key a flow uses, and where. */
export interface KeyUse {
  key: string;
  pointer: string;
}

/**
 * Every translation key a flow file names: titles, intros, labels, hints, consent documents, choice options and rule
 * messages; with a minors rule, also the guardian's wording of each consent step's intro and consent label.
 */
export function translationKeysOfFlow(flow: FlowConfig): KeyUse[] {
  const uses: KeyUse[] = [];
  flow.steps.forEach((step, i) => {
    // The guardian step speaks to the guardian already; every other consent step has the guardian's words too.
    const toGuardian = flow.minors !== undefined && step.id !== flow.minors.guardianStep && (step.fields ?? []).some((field) => field.type === 'consent');
    uses.push({ key: step.titleKey, pointer: `/steps/${i}/titleKey` });
    if (step.introKey) uses.push({ key: step.introKey, pointer: `/steps/${i}/introKey` });
    if (step.introKey && toGuardian) uses.push({ key: guardianKey(step.introKey), pointer: `/steps/${i}/introKey` });
    (step.fields ?? []).forEach((field, j) => {
      const at = `/steps/${i}/fields/${j}`;
      uses.push({ key: field.labelKey, pointer: `${at}/labelKey` });
      if (toGuardian && field.type === 'consent') uses.push({ key: guardianKey(field.labelKey), pointer: `${at}/labelKey` });
      if (field.hintKey) uses.push({ key: field.hintKey, pointer: `${at}/hintKey` });
      if (field.document) uses.push({ key: `documents.${field.document}`, pointer: `${at}/document` });
      (Array.isArray(field.options) ? field.options : []).forEach((option, k) => {
        if (typeof option?.labelKey === 'string') uses.push({ key: option.labelKey, pointer: `${at}/options/${k}/labelKey` });
      });
      for (const [name, value] of Object.entries(field)) {
        const rule = VALIDATION_RULES[name.slice(name.indexOf('.') + 1)];
        if (name.includes('.') && rule?.value === 'translationKey' && typeof value === 'string') uses.push({ key: value, pointer: `${at}/${pointerSegment(name)}` });
      }
    });
  });
  return uses;
}

/** Flattens a nested translation file into dotted keys of its string leaves. */
export function flattenKeys(tree: unknown, prefix = ''): string[] {
  if (typeof tree === 'string') return [prefix];
  if (tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) => flattenKeys(value, prefix ? `${prefix}.${key}` : key));
}
