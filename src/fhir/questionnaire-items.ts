import type { Field } from '../flow/flow-types';
import { DEMOGRAPHIC_SETS } from '../reference/demographic-options';
import { SYSTEMS } from './fhir-codes';

/** How a field type of the flow reads as a Questionnaire item: the item type and its answer's value element. */
interface ItemKind {
  type: 'string' | 'date' | 'dateTime' | 'boolean' | 'choice';
  answer: 'valueString' | 'valueDate' | 'valueDateTime' | 'valueBoolean' | 'valueCoding';
}

const CODED: ItemKind = { type: 'choice', answer: 'valueCoding' };

/** Each field type's item kind; a coded choice answers with a Coding of the field's own code system. */
const ITEM_KINDS: Readonly<Record<string, ItemKind>> = {
  text: { type: 'string', answer: 'valueString' },
  email: { type: 'string', answer: 'valueString' },
  tel: { type: 'string', answer: 'valueString' },
  date: { type: 'date', answer: 'valueDate' },
  slot: { type: 'dateTime', answer: 'valueDateTime' },
  consent: { type: 'boolean', answer: 'valueBoolean' },
  unit: CODED, language: CODED, country: CODED, region: CODED, timezone: CODED, choice: CODED,
  ...Object.fromEntries(DEMOGRAPHIC_SETS.map((set) => [set, CODED])),
};

/** The item kind of a field (free text for a type the table does not know). */
export const itemKindOf = (field: Pick<Field, 'type'>): ItemKind =>
  Object.prototype.hasOwnProperty.call(ITEM_KINDS, field.type) ? ITEM_KINDS[field.type] : ITEM_KINDS.text;

/** The code system of a coded field's answers: the demographic set's, the list's, or the field's own options. */
export function answerSystemOf(field: Pick<Field, 'type' | 'name'>): string | undefined {
  if (itemKindOf(field).type !== 'choice') return undefined;
  return SYSTEMS.ours(field.type === 'choice' ? field.name : field.type);
}

/** The linkId of a step's group: steps and fields share names (`region`), and linkIds must be unique (que-2). */
export const groupLinkId = (stepId: string): string => `step/${stepId}`;
