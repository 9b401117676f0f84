import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { fieldValue } from '../../../flow/flow-facts';
import { useServices } from '../../boot/app-services';
import type { FormContext } from '../form-context';
import { consentDocuments, type LegalLink } from '../../../reference/consent-documents';
import { isArrival } from '../../../reference/referral';

function DocumentLink({ link, newTab }: { link: LegalLink; newTab: boolean }) {
  const { t } = useTranslation();
  return (
    <a href={link.url} target={newTab ? '_blank' : undefined} rel="noopener noreferrer">
      {t('consent.read', { document: t(`documents.${link.document}`) })} ({t('consent.version', { version: link.version })})
      {newTab ? <span className="visually-hidden"> {t('app.opensInNewTab')}</span> : null}
    </a>
  );
}

/**
 * A consent: the document to read (the invitation/referral one for a member who arrived by one, else its unit
 * variant when there is one, with its version), the partner
 * clinical groups' documents that go with it, and a checkbox whose label is the statement accepted, required (and
 * said so by screen readers) when the consent must be accepted to go on.
 * Documents open in a new tab, except inside an in-app WebView where new windows may not open.
 */
export function ConsentWidget(props: WidgetProps<unknown>) {
  const { id, required, label, onChange, onBlur, onFocus, disabled, rawErrors, options } = props;
  const value: unknown = props.value;
  const { t, i18n } = useTranslation();
  const { inAppBrowser } = useServices();
  const context = props.registry.formContext as FormContext;
  const unit = fieldValue({ answers: context.answers, presets: context.presets }, 'unit');
  const document = typeof options.document === 'string' ? options.document : undefined;
  const arrival = isArrival(context.presets.ref) ? context.presets.ref : undefined;
  const { main, partners } = document ? consentDocuments(document, i18n.language, typeof unit === 'string' ? unit : undefined, arrival) : { main: undefined, partners: [] };
  return (
    <div className="consent">
      {main ? (
        <p className="consent-document">
          <DocumentLink link={main} newTab={!inAppBrowser} />
        </p>
      ) : null}
      {partners.length > 0 ? (
        <div className="consent-partners">
          <p>{t('consent.partners')}</p>
          <ul>
            {partners.map((link) => (
              <li key={link.document}>
                <DocumentLink link={link} newTab={!inAppBrowser} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="checkbox">
        <input
          type="checkbox"
          id={id}
          name={id}
          checked={value === true}
          required={required}
          disabled={disabled}
          aria-describedby={ariaDescribedByIds(id)}
          // Stated either way: a required box left unticked is otherwise invalid to the browser (and read as such) before any error is shown.
          aria-invalid={(rawErrors?.length ?? 0) > 0}
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
