import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { choicesFor } from '../choice-options';
import { OptionsFieldset } from './options-fieldset';
import type { ChoiceOption } from '../../../flow/flow-types';

/** A labelled group of radio buttons for short option sets (unit, pronouns, gender, ..., a choice field of few options). */
export function RadioOptionsWidget(props: WidgetProps<unknown>) {
  const { id, required, label, onChange, onBlur, onFocus, disabled, rawErrors, options } = props;
  const value: unknown = props.value;
  const { t, i18n } = useTranslation();
  const choices = choicesFor(String(options.fieldType), i18n.language, t, options.choices as ChoiceOption[] | undefined);
  const invalid = (rawErrors?.length ?? 0) > 0;
  return (
    <OptionsFieldset id={id} className="radio-group" label={label} required={required} invalid={invalid}>
      {choices.map((choice, index) => (
        <div className="radio" key={choice.value}>
          <input
            type="radio"
            id={`${id}-${index}`}
            name={id}
            value={choice.value}
            checked={value === choice.value}
            required={required}
            disabled={disabled}
            onChange={() => onChange(choice.value)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          <label htmlFor={`${id}-${index}`}>{choice.label}</label>
        </div>
      ))}
    </OptionsFieldset>
  );
}
