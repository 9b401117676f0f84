import type { FieldTemplateProps } from '@rjsf/utils';
import { getTemplate, getUiOptions } from '@rjsf/utils';

/**
 * rjsf's field template with a label whose "*" is for the eye only: a screen reader hears the control's own
 * required state ("required"), not "star" at the end of its name.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, errors, help, description, hidden, required, displayLabel, registry, uiSchema } = props;
  const uiOptions = getUiOptions(uiSchema);
  const WrapIfAdditionalTemplate = getTemplate('WrapIfAdditionalTemplate', registry, uiOptions);
  if (hidden) return <div className="hidden">{children}</div>;
  const showLabel = displayLabel && uiOptions.widget !== 'checkbox' && label;
  return (
    <WrapIfAdditionalTemplate {...props}>
      {showLabel ? (
        <label className="control-label" htmlFor={id}>
          {label}
          {required ? <span className="required" aria-hidden="true">*</span> : null}
        </label>
      ) : null}
      {displayLabel && description ? description : null}
      {children}
      {errors}
      {help}
    </WrapIfAdditionalTemplate>
  );
}
