import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { Choice } from '../choice-options';

/** Groups of choices under a heading (rendered as optgroups). */
export interface ChoiceGroup {
  label: string;
  choices: Choice[];
}

/** A native select (accessible and fast on a cheap phone) for a flat or grouped list of choices. */
export function ChoiceSelect(props: { widget: WidgetProps<unknown>; choices?: Choice[]; groups?: ChoiceGroup[] }) {
  const { id, required, onChange, onBlur, onFocus, disabled, rawErrors } = props.widget;
  const value: unknown = props.widget.value;
  const { t } = useTranslation();
  const option = (c: Choice) => <option key={c.value} value={c.value}>{c.label}</option>;
  return (
    <select
      id={id}
      name={id}
      className="form-control"
      value={typeof value === 'string' ? value : ''}
      required={required}
      disabled={disabled}
      aria-describedby={ariaDescribedByIds(id)}
      aria-invalid={(rawErrors?.length ?? 0) > 0 || undefined}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    >
      <option value="">{t('picker.choose')}</option>
      {props.groups
        ? props.groups.map((group) => <optgroup key={group.label} label={group.label}>{group.choices.map(option)}</optgroup>)
        : (props.choices ?? []).map(option)}
    </select>
  );
}
