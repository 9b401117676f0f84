import table from './ui-languages.json';

/** The document locales legal links exist in (SPEC §9). */
export type DocumentLocale = 'en' | 'es' | 'fr-CA' | 'pt';

/** An interface language and the conventions that go with it. */
export interface UiLanguageInfo {
  code: string;
  clock: '12' | '24';
  documentLocale: DocumentLocale;
}

/** The five interface languages (SPEC §9), the default (en-US) first. */
export const UI_LANGUAGE_TABLE: readonly UiLanguageInfo[] = Object.freeze(table as UiLanguageInfo[]);

const DEFAULT = UI_LANGUAGE_TABLE[0];

/** The conventions of an interface language; unknown languages get the default's (en-US). */
export function uiLanguageInfo(code: string): UiLanguageInfo {
  return UI_LANGUAGE_TABLE.find((info) => info.code === code) ?? DEFAULT;
}
