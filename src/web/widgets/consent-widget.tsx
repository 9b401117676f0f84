import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { legalDocumentUrl } from '../../reference/destinations';

/** A consent: the document to read (opens in a new tab) and a checkbox whose label is the statement accepted. */
export function ConsentWidget(props: WidgetProps<unknown>) {
  const { id, required, label, onChange, onBlur, onFocus, disabled, rawErrors, options } = props;
  const value: unknown = props.value;
  const { t, i18n } = useTranslation();
  const document = typeof options.document === 'string' ? options.document : undefined;
  const url = document ? legalDocumentUrl(document, i18n.language) : undefined;
  return (
    <div className="consent">
      {url && document ? (
        <p className="consent-document">
          <a href={url} target="_blank" rel="noopener noreferrer">
            {t('consent.read', { document: t(`documents.${document}`) })} <span className="visually-hidden">{t('app.opensInNewTab')}</span>
          </a>
        </p>
      ) : null}
      <div className="checkbox">
        <input
          type="checkbox"
          id={id}
          name={id}
          checked={value === true}
          disabled={disabled}
          aria-describedby={ariaDescribedByIds(id)}
          aria-invalid={(rawErrors?.length ?? 0) > 0 || undefined}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
        />
        <label htmlFor={id}>
          {label}
          {required ? <span className="required" aria-hidden="true">*</span> : null}
        </label>
      </div>
    </div>
  );
}
