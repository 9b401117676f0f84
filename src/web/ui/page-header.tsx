import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../i18n/language-switcher';
import { useChangeLanguage } from '../i18n/use-change-language';

/** The skip link and the header with the brand and the language switcher (the chosen language is kept in `?lang=`). */
export function PageHeader() {
  const { t } = useTranslation();
  const changeLanguage = useChangeLanguage();
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
