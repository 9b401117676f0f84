import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { UI_LANGUAGE_TABLE } from '../reference/ui-languages';
import enUS from '../../locales/en-US/translation.json';
import esUS from '../../locales/es-US/translation.json';
import ptPT from '../../locales/pt-PT/translation.json';
import frCA from '../../locales/fr-CA/translation.json';
import enGB from '../../locales/en-GB/translation.json';

/** The interface languages (SPEC §9), default first. */
export const UI_LANGUAGES: readonly string[] = UI_LANGUAGE_TABLE.map((language) => language.code);

/** An interface language code. */
export type UiLanguage = string;

const isUiLanguage = (value: string | null | undefined): value is UiLanguage => UI_LANGUAGES.includes(value ?? '');

/** The language to start in: ?lang= in the address, then the browser's languages (exact, then by base), else en-US. */
export function pickLanguage(search: string, browser: readonly string[]): UiLanguage {
  const fromUrl = new URLSearchParams(search).get('lang');
  if (isUiLanguage(fromUrl)) return fromUrl;
  for (const tag of browser) if (isUiLanguage(tag)) return tag;
  for (const tag of browser) {
    const base = tag.split('-')[0];
    const match = UI_LANGUAGES.find((lng) => lng.startsWith(`${base}-`));
    if (match) return match;
  }
  return UI_LANGUAGES[0] ?? 'en-US';
}

/** Starts i18next with every interface language bundled. */
export async function startI18n(language: UiLanguage): Promise<i18n> {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en-US',
    supportedLngs: [...UI_LANGUAGES],
    load: 'currentOnly',
    resources: { 'en-US': { translation: enUS }, 'es-US': { translation: esUS }, 'pt-PT': { translation: ptPT }, 'fr-CA': { translation: frCA }, 'en-GB': { translation: enGB } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}
