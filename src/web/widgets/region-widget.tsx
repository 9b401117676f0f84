import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { COUNTRIES_WITH_STATES } from '../../reference/states';
import { regionGroupsIn, regionOptionsIn } from '../../reference/place-names';
import type { OptionGroup } from '../../reference/option';
import { fieldValue } from '../../flow/eval-context';
import type { FormContext } from '../form-context';
import { ChoiceSelect, type ChoiceGroup } from './choice-select';

const toGroups = (groups: OptionGroup[]): ChoiceGroup[] =>
  groups.map((group) => ({ label: group.optGroupLabel, choices: group.options.map((o) => ({ value: o.optValue, label: o.optLabel })) }));

/**
 * The state / province / region select (SPEC §2), named in the interface language: the flat list of the country answered earlier, the
 * combined dropdown grouped under Canada and United States (`list: north-america`), or, before a country
 * is known, every list grouped by country.
 */
export function RegionWidget(props: WidgetProps<unknown>) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const context = props.registry.formContext as FormContext;
  if (props.options.list === 'north-america') return <ChoiceSelect widget={props} groups={toGroups(regionGroupsIn(['CA', 'US'], language))} />;
  const countryField = String(props.options.countryField ?? 'country');
  const country = fieldValue({ answers: context.answers, presets: {} }, countryField);
  if (typeof country !== 'string') return <ChoiceSelect widget={props} groups={toGroups(regionGroupsIn(COUNTRIES_WITH_STATES, language))} />;
  return <ChoiceSelect widget={props} choices={regionOptionsIn(country, language).map((o) => ({ value: o.optValue, label: o.optLabel }))} />;
}
