import type { ErrorListProps } from '@rjsf/utils';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The field id rjsf gives a property path such as ".firstName". */
export const fieldIdOf = (property: string | undefined) => `root${(property ?? '').replace(/\./g, '_')}`;

/** The error summary at the top of a step: takes focus, and links each error to its field. */
export function ErrorSummary({ errors, uiSchema }: ErrorListProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [errors]);
  const labelOf = (property: string | undefined) => {
    const ui = (uiSchema ?? {})[(property ?? '').replace(/^\./, '')] as { 'ui:title'?: string } | undefined;
    return ui?.['ui:title'];
  };
  return (
    <div className="error-summary" role="alert" aria-labelledby="error-summary-title" tabIndex={-1} ref={ref}>
      <h2 id="error-summary-title" className="error-summary-title">{t('app.errorSummaryTitle')}</h2>
      <ul className="error-summary-list">
        {errors.map((error, index) => {
          const id = fieldIdOf(error.property);
          const label = labelOf(error.property);
          return (
            <li key={`${id}-${index}`}>
              <a
                href={`#${id}`}
                onClick={(event) => {
                  const target = document.getElementById(id)?.querySelector<HTMLElement>('input, select, textarea') ?? document.getElementById(id);
                  if (target) {
                    event.preventDefault();
                    target.focus();
                    target.scrollIntoView({ block: 'center' });
                  }
                }}
              >
                {label ? `${label}: ${error.message ?? ''}` : error.message}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
