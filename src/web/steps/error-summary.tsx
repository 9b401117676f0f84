import type { ErrorListProps } from '@rjsf/utils';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The field id rjsf gives a property path such as ".firstName". */
export const fieldIdOf = (property: string | undefined) => `root${(property ?? '').replace(/\./g, '_')}`;

/** Errors in the order the step shows its fields (rjsf lists `required` errors first), errors without a field last. */
export function inFieldOrder<E extends { property?: string }>(errors: readonly E[], order: readonly string[]): E[] {
  const rank = (error: E) => {
    const index = order.indexOf((error.property ?? '').replace(/^\./, '').split('.')[0]);
    return index < 0 ? order.length : index;
  };
  return errors.map((error, index) => ({ error, index })).sort((a, b) => rank(a.error) - rank(b.error) || a.index - b.index).map(({ error }) => error);
}

/**
 * Where the member answers field `id`: its own control, else the control its error message describes (a widget
 * whose answer starts elsewhere, like the UK nation before its areas are on the page).
 */
function fieldControl(id: string): HTMLElement | null {
  const own = document.getElementById(id);
  return own?.querySelector<HTMLElement>('input, select, textarea') ?? own ?? document.querySelector<HTMLElement>(`[aria-describedby~="${CSS.escape(`${id}__error`)}"]`);
}

/** The error summary at the top of a step: takes focus, is scrolled into view, and links each error to its field. */
export function ErrorSummary({ errors: unordered, uiSchema }: ErrorListProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const order = ((uiSchema ?? {})['ui:order']) ?? [];
  const errors = inFieldOrder(unordered, order);
  useEffect(() => {
    // Errors shown again in another language keep focus on the language switcher the member is using.
    if (document.activeElement?.closest('header')) return;
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'start' });
  }, [unordered]);
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
                  const target = fieldControl(id);
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
