import type { Language } from '../../../src/reference/languages';

/** Per interface language, the pickable languages as [code, name] in the order the picker lists them. */
export type LanguageNameTable = Record<string, [string, string][]>;

/**
 * The language picker's names and order in each interface language, from the running engine's Intl (names) and
 * collation (order); the English name where Intl has none. Built once by scripts/build/build-language-names.ts into
 * src/reference/generated/language-names.json, so the browser neither pays for Intl.DisplayNames at start (50 ms on a
 * slow phone) nor shows names its own ICU spells differently from the prerendered page.
 */
export function buildLanguageNames(languages: readonly Language[], uiLanguages: readonly string[]): LanguageNameTable {
  const table: LanguageNameTable = {};
  for (const ui of uiLanguages) {
    const names = new Intl.DisplayNames([ui], { type: 'language', fallback: 'none' });
    const collator = new Intl.Collator(ui);
    const named = languages.map(({ code, name }): [string, string] => [code, names.of(code.toLowerCase()) ?? name]);
    table[ui] = named.sort((a, b) => collator.compare(a[1], b[1]) || a[0].localeCompare(b[0]));
  }
  return table;
}
