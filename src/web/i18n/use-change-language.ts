import { useCallback } from 'react';
import type { i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { loadLanguage } from './i18n';

/** More texts a page needs in a language besides the member app's (the console's own file). */
export type ExtraTexts = (instance: i18n, language: string) => Promise<void>;

/** Switches the interface language once its texts (and `alsoLoad`'s) are loaded, and keeps it in `?lang=`. */
export function useChangeLanguage(alsoLoad?: ExtraTexts): (language: string) => void {
  const { i18n } = useTranslation();
  return useCallback((language: string) => {
    void Promise.all([loadLanguage(i18n, language), alsoLoad?.(i18n, language)]).then(() => i18n.changeLanguage(language));
    const params = new URLSearchParams(window.location.search);
    params.set('lang', language);
    window.history.replaceState(null, '', `${window.location.pathname}?${params.toString()}`);
  }, [i18n, alsoLoad]);
}
