import { useTranslation } from 'react-i18next';
import { UI_LANGUAGES } from './i18n';

/** Switches the interface language at any step; answers stay where they are. */
export function LanguageSwitcher({ onChange }: { onChange: (language: string) => void }) {
  const { t, i18n } = useTranslation();
  const names = (lng: string) => {
    try {
      return new Intl.DisplayNames([lng], { type: 'language' }).of(lng) ?? lng;
    } catch {
      return lng;
    }
  };
  return (
    <div className="language-switcher">
      <label htmlFor="language-switcher">{t('app.languageSwitcher')}</label>
      <select id="language-switcher" value={i18n.language} onChange={(event) => onChange(event.target.value)}>
        {UI_LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>{names(lng)}</option>
        ))}
      </select>
    </div>
  );
}
