import type { Option } from './option';
import table from './generated/language-names.json';

// The build writes pairs; JSON types them as arrays.
const NAMES = table as unknown as Readonly<Record<string, readonly (readonly [string, string])[]>>;

/**
 * The pickable languages named in an interface language and in its alphabetical order (precomputed:
 * scripts/build/reference/build-language-names.ts); en-US's for a language the table does not have.
 */
export function languageOptionsIn(language: string): Option[] {
  const names = Object.hasOwn(NAMES, language) ? NAMES[language] : NAMES['en-US'];
  return names.map(([optValue, optLabel]) => ({ optValue, optLabel }));
}
