import { getDefaultRegistry } from '@rjsf/core';
import type { BaseInputTemplateProps } from '@rjsf/utils';

const Base = getDefaultRegistry().templates.BaseInputTemplate;

/** rjsf's text input (text, email, tel, date) marked `aria-invalid` while its field has an error. */
export function InputTemplate(props: BaseInputTemplateProps) {
  const invalid = (props.rawErrors?.length ?? 0) > 0;
  return <Base {...props} aria-invalid={invalid || undefined} />;
}
