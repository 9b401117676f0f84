import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { loadLanguage } from './i18n';
import { LanguageSwitcher } from './language-switcher';

/** The skip link and the header with the brand and the language switcher (the chosen language is kept in `?lang=`). */
export function PageHeader() {
  const { t, i18n } = useTranslation();
  const changeLanguage = useCallback((language: string) => {
    void loadLanguage(i18n, language).then(() => i18n.changeLanguage(language));
    const params = new URLSearchParams(window.location.search);
    params.set('lang', language);
    window.history.replaceState(null, '', `${window.location.pathname}?${params.toString()}`);
  }, [i18n]);
  return (
    <>
      <a className="skip-link" href="#main">{t('app.skipToContent')}</a>
      <header className="header">
        <span className="brand">{t('app.title')}</span>
        <LanguageSwitcher onChange={changeLanguage} />
      </header>
    </>
  );
}
