import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { UI_LANGUAGE_TABLE, closestUiLanguage } from '../reference/ui-languages';

/** The interface languages (SPEC §9), default first. */
export const UI_LANGUAGES: readonly string[] = UI_LANGUAGE_TABLE.map((language) => language.code);

/** An interface language code. */
export type UiLanguage = string;

const isUiLanguage = (value: string | null | undefined): value is UiLanguage => UI_LANGUAGES.includes(value ?? '');

/**
 * The language to start in: ?lang= in the address, then the browser's languages (exact, then the closest by base
 * language and region: fr-FR → fr-CA, pt-BR → pt-PT, en-AU → en-GB), else en-US.
 */
export function pickLanguage(search: string, browser: readonly string[]): UiLanguage {
  const fromUrl = closestUiLanguage(new URLSearchParams(search).get('lang') ?? '');
  if (fromUrl) return fromUrl;
  for (const tag of browser) if (isUiLanguage(tag)) return tag;
  for (const tag of browser) {
    const match = closestUiLanguage(tag);
    if (match) return match;
  }
  return UI_LANGUAGES[0] ?? 'en-US';
}

const DEFAULT_LANGUAGE = UI_LANGUAGES[0] ?? 'en-US';

/**
 * Loads one interface language's texts (a chunk of its own, so the first page carries only the languages
 * it shows) unless i18next already has them.
 */
export async function loadLanguage(instance: i18n, language: UiLanguage): Promise<void> {
  if (!isUiLanguage(language) || instance.hasResourceBundle(language, 'translation')) return;
  const texts = (await import(/* webpackChunkName: "locale-[request]" */ `../../locales/${language}/translation.json`)) as { default?: unknown };
  instance.addResourceBundle(language, 'translation', texts.default ?? texts);
}

/** Starts i18next in a language, with the default language loaded too as the fallback. */
export async function startI18n(language: UiLanguage): Promise<i18n> {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...UI_LANGUAGES],
    load: 'currentOnly',
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await Promise.all([loadLanguage(i18next, DEFAULT_LANGUAGE), loadLanguage(i18next, language)]);
  await i18next.changeLanguage(language);
  return i18next;
}
