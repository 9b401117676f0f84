import markets from '../reference/markets.json';
import type { AnswerValue } from './flow-types';
import { fieldType, listKeywords } from './field-types';

/** Every market a `market` condition may name: those of src/reference/markets.json, then OTHER. */
export const MARKET_NAMES: readonly string[] = Object.freeze([...Object.keys(markets), 'OTHER']);

/** What a field declares that decides the values it can hold. */
export interface ValueSetSource {
  type: string;
  list?: string;
  options?: readonly { value: string }[];
  multiple?: boolean;
}

/**
 * The values a field's answer can hold (its type's enum, its list's enum, a choice field's option values,
 * true/false for a consent), or undefined when any text can be an answer.
 */
export function valueSetOf(field: ValueSetSource): readonly AnswerValue[] | undefined {
  const type = fieldType(field.type);
  if (!type) return undefined;
  if (type.jsonType === 'boolean') return [true, false];
  // A multiple choice holds a list of option values, never one value a condition could name.
  if (field.multiple === true) return undefined;
  if (type.ownOptions) return Array.isArray(field.options) ? (field.options as readonly { value: string }[]).map((o) => o.value) : undefined;
  const values = listKeywords(type, field.list).enum;
  return Array.isArray(values) ? (values as AnswerValue[]) : undefined;
}

/** Whether an answer of the field can equal the value (always, for a field without a value set). */
export function canHold(set: readonly AnswerValue[] | undefined, value: AnswerValue): boolean {
  return set === undefined || set.includes(value);
}

/** The allowed values in words: all of them when few, else the first ones and how many there are. */
export function allowedValuesText(set: readonly AnswerValue[]): string {
  const shown = set.slice(0, 12).map((v) => JSON.stringify(v));
  return set.length > 12 ? `${shown.join(', ')}, … (${set.length} values in all)` : shown.join(', ');
}
