import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { UI_LANGUAGE_TABLE, pickUiLanguage } from '../../reference/ui-languages';

/** The interface languages (docs/spec/constants.md#interface-languages), default first. */
export const UI_LANGUAGES: readonly string[] = UI_LANGUAGE_TABLE.map((language) => language.code);

/** An interface language code. */
export type UiLanguage = string;

const isUiLanguage = (value: string | null | undefined): value is UiLanguage => UI_LANGUAGES.includes(value ?? '');

/** The language to start in: ?lang= in the address, then the browser's languages (the rule the server uses too). */
export function pickLanguage(search: string, browser: readonly string[]): UiLanguage {
  return pickUiLanguage(new URLSearchParams(search).get('lang'), browser);
}

const DEFAULT_LANGUAGE = UI_LANGUAGES[0] ?? 'en-US';

/**
 * Loads one interface language's texts (a chunk of its own, so the first page carries only the languages
 * it shows) unless i18next already has them.
 */
export async function loadLanguage(instance: i18n, language: UiLanguage): Promise<void> {
  if (!isUiLanguage(language) || instance.hasResourceBundle(language, 'translation')) return;
  const texts = (await import(/* webpackChunkName: "locale-[request]" */ `../../../locales/${language}/translation.json`)) as { default?: unknown };
  instance.addResourceBundle(language, 'translation', texts.default ?? texts);
}

/**
 * Starts i18next in a language, with the default language loaded too as the fallback. With the language's texts
 * at hand (the page carries them) it is ready at once; the fallback then loads without being waited for.
 */
export async function startI18n(language: UiLanguage, texts?: Record<string, unknown>): Promise<i18n> {
  const ready = initI18n(language, texts);
  const loading = Promise.all([loadLanguage(i18next, DEFAULT_LANGUAGE), loadLanguage(i18next, language)]);
  if (texts) {
    loading.catch(() => undefined); // the fallback is only for texts the language lacks; a failed chunk is retried on the next change
    return ready;
  }
  await loading;
  await i18next.changeLanguage(language);
  return i18next;
}

/** i18next, initialised synchronously (no backend: texts come from the page or from chunks). */
function initI18n(language: UiLanguage, texts?: Record<string, unknown>): i18n {
  void i18next.use(initReactI18next).init({
    initAsync: false,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...UI_LANGUAGES],
    load: 'currentOnly',
    resources: texts ? { [language]: { translation: texts } } : {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    // The library's advertisement in the member's console.
    showSupportNotice: false,
  });
  return i18next;
}
