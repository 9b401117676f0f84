import { UI_LANGUAGE_TABLE } from '../../reference/ui-languages';

// Any script's decimal digits (text reaching these patterns is NFKC-normalized, so full-width ones are ASCII already).
const D = '\\p{Nd}';
const NOT_LETTER_BEFORE = '(?<![\\p{L}\\p{M}])';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every month's long and short name in the product's languages, from the runtime's CLDR data (lower case, no dot). */
export function monthNames(locales: readonly string[] = UI_LANGUAGE_TABLE.map((language) => language.code)): string[] {
  const names = new Set<string>();
  for (const locale of locales) {
    for (const month of ['long', 'short'] as const) {
      const format = new Intl.DateTimeFormat(locale, { month, timeZone: 'UTC' });
      for (let m = 0; m < 12; m += 1) names.add(format.format(Date.UTC(2000, m, 15)).toLocaleLowerCase(locale).replace(/\.$/, ''));
    }
  }
  // Longest first, so "sept" is tried before "sep".
  return [...names].sort((a, b) => b.length - a.length);
}

const MONTH = `${NOT_LETTER_BEFORE}(?:${monthNames().map(escape).join('|')})\\.?`;
const DAY = `${D}{1,2}(?:st|nd|rd|th|er|º)?`;
const YEAR = `(?:${D}{4}|${D}{2})(?!${D})`;

/**
 * Calendar dates as people and programs write them; every repetition is bounded, so each is matched in time linear
 * in the text's length. Numeric: 1990-04-02, 1990/04/02, 1990.4.2, 02/04/1990, 02-04-90, 90-04-02. With a month's
 * name: April 2, 1990; Apr 2nd 1990; 2 April 1990; 2 de abril de 1990; 2 févr. 1990. A day and a month without a
 * year (10 April) are kept: they say too little about anyone, and log lines are full of them.
 */
export const DATE_PATTERNS: readonly RegExp[] = [
  new RegExp(`(?<!${D})${D}{4}[-/.]${D}{1,2}[-/.]${D}{1,2}(?!${D})`, 'gu'),
  new RegExp(`(?<!${D})${D}{1,2}[-/.]${D}{1,2}[-/.]${D}{2,4}(?!${D})`, 'gu'),
  new RegExp(`${MONTH}\\s{1,3}${DAY},?\\s{1,3}${YEAR}`, 'giu'),
  new RegExp(`(?<!${D})${DAY}\\s{1,3}(?:de\\s{1,3})?${MONTH},?\\s{1,3}(?:de\\s{1,3})?${YEAR}`, 'giu'),
];
