import { useTranslation } from 'react-i18next';
import { UI_LANGUAGE_TABLE } from '../../reference/ui-languages';

/**
 * Switches the interface language at any step; answers stay where they are. Each language is listed by its own name
 * from the table, the same in every interface: Intl.DisplayNames cost a phone 100 ms per render.
 */
export function LanguageSwitcher({ onChange }: { onChange: (language: string) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="language-switcher">
      <label htmlFor="language-switcher">{t('app.languageSwitcher')}</label>
      <select id="language-switcher" value={i18n.language} onChange={(event) => onChange(event.target.value)}>
        {UI_LANGUAGE_TABLE.map(({ code, name }) => (
          <option key={code} value={code} lang={code}>{name}</option>
        ))}
      </select>
    </div>
  );
}
