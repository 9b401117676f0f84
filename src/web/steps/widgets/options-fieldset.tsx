import type { ReactNode } from 'react';
import { ariaDescribedByIds } from '@rjsf/utils';

/** The group around a set of radios or checkboxes: a fieldset whose legend is the question, marked invalid with errors. */
export function OptionsFieldset(props: { id: string; className: string; label: string; required?: boolean; invalid: boolean; children: ReactNode }) {
  const { id, className, label, required, invalid, children } = props;
  return (
    <fieldset className={className} id={id} aria-describedby={ariaDescribedByIds(id)} aria-invalid={invalid || undefined}>
      <legend className="control-label">
        {label}
        {required ? <span className="required" aria-hidden="true">*</span> : null}
      </legend>
      {children}
    </fieldset>
  );
}
