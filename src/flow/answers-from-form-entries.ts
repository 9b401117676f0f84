import { fieldType } from './field-types';
import type { AnswerValue, Field, StepAnswers } from './flow-types';

/** How the step form names a field's control (react-jsonschema-form's id prefix and the field's name). */
export const FORM_FIELD_PREFIX = 'root_';

/**
 * A step's answers from its form's name/value pairs, as the browser submits them natively or reads them from the
 * form before the app runs: only the step's own fields, each value as the field's answer type (a ticked box is true,
 * a multiple choice the list of its values). Nothing is judged here: the step's validation does that.
 */
export function answersFromFormEntries(fields: Field[], entries: Iterable<readonly [string, string]>): StepAnswers {
  const values = new Map<string, string[]>();
  for (const [name, value] of entries) {
    if (!name.startsWith(FORM_FIELD_PREFIX)) continue;
    const field = name.slice(FORM_FIELD_PREFIX.length);
    values.set(field, [...(values.get(field) ?? []), value]);
  }
  const answers: StepAnswers = {};
  for (const field of fields) {
    const given = values.get(field.name)?.filter((value) => value !== '');
    if (!given || given.length === 0) continue;
    answers[field.name] = answerOf(field, given);
  }
  return answers;
}

function answerOf(field: Field, given: string[]): AnswerValue {
  if (field.multiple === true) return given;
  const type = fieldType(field.type)?.jsonType;
  if (type === 'boolean') return true;
  const [first = ''] = given;
  // A number that does not parse stays text, so the step's validation refuses it instead of seeing NaN.
  if (type === 'number' && Number.isFinite(Number(first))) return Number(first);
  return first;
}
