import table from './ui-languages.json';
import fallbacks from './ui-language-fallbacks.json';

/** The document locales legal links exist in (docs/spec/constants.md#legal-documents). */
export type DocumentLocale = 'en' | 'es' | 'fr-CA' | 'pt';

/** An interface language and the conventions that go with it. */
export interface UiLanguageInfo {
  code: string;
  /**
   * The language's name in itself, as the language switcher lists it (the same in every interface language): short
   * (the region only where two share a language), so the chosen one shows whole at 320 px with 200 % text.
   */
  name: string;
  clock: '12' | '24';
  documentLocale: DocumentLocale;
}

/** The five interface languages (docs/spec/constants.md#interface-languages), the default (en-US) first. */
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

/**
 * The interface language to start in (docs/spec/constants.md#interface-languages): the requested one (`?lang=`) when close to one, then the member's
 * preferred languages in order (exact, then the closest: fr-FR → fr-CA, pt-BR → pt-PT, en-AU → en-GB), else en-US.
 * One rule for the browser (navigator.languages) and the server (Accept-Language), so both pick the same.
 */
export function pickUiLanguage(requested: string | null | undefined, preferred: readonly string[]): string {
  const fromRequest = closestUiLanguage(requested ?? '');
  if (fromRequest) return fromRequest;
  for (const tag of preferred) if (UI_LANGUAGE_TABLE.some((info) => info.code === tag)) return tag;
  for (const tag of preferred) {
    const match = closestUiLanguage(tag);
    if (match) return match;
  }
  return DEFAULT.code;
}

/** The language tags of an Accept-Language header, most wanted first (q=0 dropped, ties in header order). */
export function acceptedLanguages(header: string | undefined): string[] {
  const ranked = (header ?? '').slice(0, 1000).split(',').map((part, index) => {
    const [tag = '', ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
  });
  return ranked.filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0).sort((a, b) => b.q - a.q || a.index - b.index).map((entry) => entry.tag);
}
