import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { choicesFor } from '../choice-options';
import { OptionsFieldset } from './options-fieldset';
import type { ChoiceOption } from '../../../flow/flow-types';

/**
 * A multiple choice: a fieldset whose legend is the question and one checkbox per option. The answer is the
 * chosen values in the options' order; none chosen is no answer (undefined), so `required` reads it as missing.
 */
export function CheckboxOptionsWidget(props: WidgetProps<unknown>) {
  const { id, required, label, onChange, onBlur, onFocus, disabled, rawErrors, options } = props;
  const chosen: unknown[] = Array.isArray(props.value) ? (props.value as unknown[]) : [];
  const { t, i18n } = useTranslation();
  const choices = choicesFor(String(options.fieldType), i18n.language, t, options.choices as ChoiceOption[] | undefined);
  const invalid = (rawErrors?.length ?? 0) > 0;
  const toggle = (value: string, on: boolean) => {
    const next = choices.map((c) => c.value).filter((v) => (v === value ? on : chosen.includes(v)));
    onChange(next.length > 0 ? next : undefined);
  };
  return (
    <OptionsFieldset id={id} className="checkbox-group" label={label} required={required} invalid={invalid}>
      {choices.map((choice, index) => (
        <div className="checkbox" key={choice.value}>
          <input
            type="checkbox"
            id={`${id}-${index}`}
            name={id}
            value={choice.value}
            checked={chosen.includes(choice.value)}
            disabled={disabled}
            onChange={(event) => toggle(choice.value, event.target.checked)}
            onBlur={() => onBlur(id, props.value)}
            onFocus={() => onFocus(id, props.value)}
          />
          <label htmlFor={`${id}-${index}`}>{choice.label}</label>
        </div>
      ))}
    </OptionsFieldset>
  );
}
