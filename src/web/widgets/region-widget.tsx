import type { WidgetProps } from '@rjsf/utils';
import { statesOf } from '../../reference/states';
import { fieldValue } from '../../flow/eval-context';
import type { FormContext } from '../form-context';
import { ChoiceSelect } from './choice-select';

/** The state / province / region select, following the country answered earlier. */
export function RegionWidget(props: WidgetProps<unknown>) {
  const context = props.registry.formContext as FormContext;
  const countryField = String(props.options.countryField ?? 'country');
  const country = fieldValue({ answers: context.answers, presets: {} }, countryField);
  const choices = typeof country === 'string' ? statesOf(country).map((s) => ({ value: s.code, label: s.name })) : [];
  return <ChoiceSelect widget={props} choices={choices} />;
}
