import table from './ui-languages.json';
import fallbacks from './ui-language-fallbacks.json';

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

// Base language → region → interface language ("*" for any other region); data in ui-language-fallbacks.json.
const FALLBACKS: Readonly<Record<string, Readonly<Record<string, string>>>> = fallbacks;

/**
 * The interface language closest to a BCP 47 tag: the same language ("fr-ca", "en_GB"), else by base language and
 * region ("fr", "fr-FR" → fr-CA; "pt-BR" → pt-PT; "en-AU" → en-GB; "en" → en-US); undefined when none is close.
 */
export function closestUiLanguage(tag: string): string | undefined {
  if (tag.length > 64) return undefined;
  const wanted = tag.trim().replace(/_/g, '-');
  const exact = UI_LANGUAGE_TABLE.find((info) => info.code.toLowerCase() === wanted.toLowerCase());
  if (exact) return exact.code;
  const [base = '', ...rest] = wanted.toLowerCase().split('-');
  const byRegion = Object.hasOwn(FALLBACKS, base) ? FALLBACKS[base] : undefined;
  if (!byRegion || !/^[a-z]{2,3}$/.test(base)) return undefined;
  // The region is the first two-letter or three-digit subtag after an optional script ("zh-Hant-TW", "es-419").
  const region = rest.find((subtag) => /^([a-z]{2}|\d{3})$/.test(subtag))?.toUpperCase() ?? '';
  return (Object.hasOwn(byRegion, region) ? byRegion[region] : undefined) ?? byRegion['*'];
}
