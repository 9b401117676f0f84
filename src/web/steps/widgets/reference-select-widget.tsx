import type { WidgetProps } from '@rjsf/utils';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { choicesFor } from '../choice-options';
import type { ChoiceOption } from '../../../flow/flow-types';
import { ChoiceSelect } from './choice-select';

/** A select over a long list (country, language, a choice field of many options), labelled in the member's language. */
export function ReferenceSelectWidget(props: WidgetProps<unknown>) {
  const { t, i18n } = useTranslation();
  const fieldType = String(props.options.fieldType);
  const own = props.options.choices as ChoiceOption[] | undefined;
  const choices = useMemo(() => choicesFor(fieldType, i18n.language, t, own), [fieldType, i18n.language, t, own]);
  return <ChoiceSelect widget={props} choices={choices} />;
}
