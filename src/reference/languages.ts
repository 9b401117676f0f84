import type { Option } from './option';
import type { NamedCode } from './named-code';
import { copyNamedCodes, toOption } from './named-code';
import languages from './languages.json';

/** A language a member can pick: English name and upper-case two-letter code (docs/spec/entities.md#language). */
export type Language = NamedCode;

/** Every pickable language, sorted by name (data in languages.json). */
export const LANGUAGES: readonly Language[] = Object.freeze(copyNamedCodes(languages));

const CODES: ReadonlySet<string> = new Set(LANGUAGES.map((language) => language.code));

/** The languages as picker options: optLabel = name, optValue = code. */
export function languageOptions(): Option[] {
  return LANGUAGES.map(toOption);
}

/** Whether a value is a stored language code (exact, upper-case match, as saved from the picker). */
export function isLanguageCode(value: unknown): value is string {
  return typeof value === 'string' && CODES.has(value);
}
