import type { WidgetProps } from '@rjsf/utils';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { choicesFor } from '../choice-options';
import { ChoiceSelect } from './choice-select';

/** A select over a long reference list (country, language), labelled in the member's language. */
export function ReferenceSelectWidget(props: WidgetProps<unknown>) {
  const { t, i18n } = useTranslation();
  const fieldType = String(props.options.fieldType);
  const choices = useMemo(() => choicesFor(fieldType, i18n.language, t), [fieldType, i18n.language, t]);
  return <ChoiceSelect widget={props} choices={choices} />;
}
