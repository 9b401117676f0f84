import type { AnswerValue, Flow } from '../flow/flow-types';
import type { FhirResource, Reference } from './fhir-types';
import { questionnaireUrl } from './flow-questionnaire';
import { answerSystemOf, groupLinkId, itemKindOf } from './questionnaire-items';

/**
 * The member's answers as a QuestionnaireResponse to the flow's Questionnaire (`url|version`): a group per step the
 * path answered, an answer per value (a multiple choice gives several), in the Questionnaire's item order.
 */
export function questionnaireResponse(flow: Flow, answers: Readonly<Record<string, AnswerValue>>, patient: Reference, authored: string, id: string): FhirResource {
  const groups = flow.steps.flatMap((step) => {
    const items = step.fields.flatMap((field) => {
      const value = answers[field.name];
      if (value === undefined || value === '') return [];
      const kind = itemKindOf(field);
      const system = answerSystemOf(field);
      const values = Array.isArray(value) ? value : [value];
      const answer = values.map((v) => (system !== undefined ? { valueCoding: { system, code: String(v) } } : { [kind.answer]: kind.answer === 'valueBoolean' ? v === true : String(v) }));
      return answer.length > 0 ? [{ linkId: field.name, answer }] : [];
    });
    return items.length > 0 ? [{ linkId: groupLinkId(step.id), item: items }] : [];
  });
  return {
    resourceType: 'QuestionnaireResponse',
    id,
    questionnaire: `${questionnaireUrl(flow)}|${flow.version}`,
    status: 'completed',
    subject: patient,
    authored,
    author: patient,
    item: groups,
  };
}
