import type { Condition, Field, Flow } from '../flow/flow-types';
import { demographicOptions, DEMOGRAPHIC_SETS, type DemographicSet } from '../reference/demographic-options';
import { UNITS } from '../reference/units';
import type { FhirResource } from './fhir-types';
import { OUR_BASE } from './fhir-codes';
import { conditionEnableWhen, type FhirCondition } from './condition-enable-when';
import { answerSystemOf, groupLinkId, itemKindOf } from './questionnaire-items';

/** A step or field condition the Questionnaire leaves out because FHIR's enableWhen cannot say it. */
export interface LeftOutCondition {
  linkId: string;
  condition: Condition;
}

/** The canonical address of a flow's Questionnaire. */
export const questionnaireUrl = (flow: Pick<Flow, 'id'>): string => `${OUR_BASE}/Questionnaire/${flow.id}`;

/** The options of a coded field the Questionnaire lists itself; undefined for a list offered as a value set. */
function optionsOf(field: Field, text: (key: string) => string): { code: string; display: string }[] | undefined {
  if ((DEMOGRAPHIC_SETS as readonly string[]).includes(field.type)) return demographicOptions(field.type as DemographicSet).map((o) => ({ code: o.optValue, display: text(o.optLabel) }));
  if (field.type === 'choice') return (field.options ?? []).map((o) => ({ code: o.value, display: text(o.labelKey) }));
  if (field.type === 'unit') return UNITS.map((unit) => ({ code: unit, display: text(`units.${unit}`) }));
  return undefined;
}

/**
 * The flow as a FHIR R4 Questionnaire: a group per form step (linkId `step/<id>`) and an item per field (linkId = the field's name,
 * as answers are keyed), answer options with the option sets' codes (the long lists as value sets), required
 * from the field's rules, enableWhen where a step or field condition can be said in FHIR; the conditions that cannot
 * (flags, URL presets, markets, ages) are left out and returned. `text` gives a translation key's English text.
 */
export function flowQuestionnaire(flow: Flow, text: (key: string) => string): { questionnaire: FhirResource; leftOut: LeftOutCondition[] } {
  const leftOut: LeftOutCondition[] = [];
  const fieldsByName = new Map(flow.steps.flatMap((s) => s.fields.map((f) => [f.name, f] as const)));
  const systemOf = (name: string) => {
    const field = fieldsByName.get(name);
    return field ? answerSystemOf(field) : undefined;
  };
  const enabling = (linkId: string, condition: Condition | undefined): Partial<FhirCondition> => {
    if (!condition) return {};
    const said = conditionEnableWhen(condition, systemOf);
    if (!said) leftOut.push({ linkId, condition });
    return said ?? {};
  };
  const item = (field: Field) => {
    const system = answerSystemOf(field);
    const options = optionsOf(field, text);
    return {
      linkId: field.name,
      text: text(field.labelKey),
      type: itemKindOf(field).type,
      ...enabling(field.name, field.when),
      ...(field.validations.required === true || field.validations.mustAccept === true ? { required: true } : {}),
      ...(field.multiple === true ? { repeats: true } : {}),
      ...(system && options ? { answerOption: options.map((o) => ({ valueCoding: { system, code: o.code, display: o.display } })) } : {}),
      ...(system && !options ? { answerValueSet: `${OUR_BASE}/ValueSet/${field.type}` } : {}),
    };
  };
  const questionnaire: FhirResource = {
    resourceType: 'Questionnaire',
    id: flow.id,
    url: questionnaireUrl(flow),
    version: flow.version,
    name: flow.id.replace(/[^A-Za-z0-9]/g, '_'),
    status: 'active',
    subjectType: ['Patient'],
    item: flow.steps.filter((s) => s.kind === 'form' && s.fields.length > 0).map((step) => ({
      linkId: groupLinkId(step.id),
      text: text(step.titleKey),
      type: 'group',
      ...enabling(groupLinkId(step.id), step.when),
      item: step.fields.map(item),
    })),
  };
  return { questionnaire, leftOut };
}
