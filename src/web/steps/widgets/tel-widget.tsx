import type { WidgetProps } from '@rjsf/utils';
import { getTemplate } from '@rjsf/utils';

/** A text input of type tel, so phones show the number keypad. */
export function TelWidget(props: WidgetProps<unknown>) {
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  return <BaseInputTemplate {...props} type="tel" autoComplete="tel" />;
}
