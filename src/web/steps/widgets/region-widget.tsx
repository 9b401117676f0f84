import { useState, type ReactNode } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { COUNTRIES_WITH_REGIONS } from '../../../reference/regions';
import { countryNameIn, regionGroupsIn, regionOptionsIn } from '../../../reference/place-names';
import { answerableRegions } from '../../../reference/answerable-regions';
import { regionPlace } from '../../../reference/region-words';
import { isWholeUk, nationOfArea, UK_NATIONS } from '../../../reference/uk-nations';
import type { OptionGroup } from '../../../reference/option';
import { fieldValue } from '../../../flow/flow-facts';
import type { FormContext } from '../form-context';
import { ChoiceSelect, type ChoiceGroup } from './choice-select';

const toGroups = (groups: OptionGroup[]): ChoiceGroup[] =>
  groups.map((group) => ({ label: group.optGroupLabel, choices: group.options.map((o) => ({ value: o.optValue, label: o.optLabel })) }));

/** A select's label (with the eye-only "*" of the field template) and its hint, read with the select. */
function Labelled(props: { id: string; label: string; hint: string; required: boolean; children: ReactNode }) {
  return (
    <>
      <label className="control-label" htmlFor={props.id}>
        {props.label}
        {props.required ? <span className="required" aria-hidden="true">*</span> : null}
      </label>
      <p id={`${props.id}__description`} className="field-description region-hint">{props.hint}</p>
      {props.children}
    </>
  );
}

/** The areas a member living in `place` (a country or UK nation) may answer, named in the language. */
const areaChoices = (place: string, language: string) => {
  const answerable = new Set(answerableRegions(place));
  return regionOptionsIn(place, language).filter((o) => answerable.has(o.optValue)).map((o) => ({ value: o.optValue, label: o.optLabel }));
};

/**
 * The state / province / region select (docs/spec/steps.md#region-picker), in the words of the place: a province in Canada, a district in
 * Portugal, a council area in Scotland. A member in the UK names their nation first and is offered its areas only;
 * the answer stays the area's code, and the nation is read back from it. Also the combined dropdown grouped under
 * Canada and United States (`list: north-america`), and, before a country is known, every list grouped by country.
 */
export function RegionWidget(props: WidgetProps<unknown>) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const context = props.registry.formContext as FormContext;
  const countryField = String(props.options.countryField ?? 'country');
  const country = props.options.list === 'north-america' ? undefined : fieldValue({ answers: context.answers, presets: {} }, countryField);
  const [nation, setNation] = useState<string | undefined>(() => (typeof props.value === 'string' ? nationOfArea(props.value) : undefined));
  const { id, required } = props;
  const words = (place: string | undefined) => {
    const key = regionPlace(place);
    return { label: t(`regionStep.${key}.label`), hint: t(`regionStep.${key}.hint`) };
  };
  const area = (place: string | undefined, select: ReactNode) => <Labelled id={id} required={required ?? false} {...words(place)}>{select}</Labelled>;

  if (typeof country !== 'string') {
    const lists = props.options.list === 'north-america' ? ['CA', 'US'] : COUNTRIES_WITH_REGIONS;
    return area(undefined, <ChoiceSelect widget={props} groups={toGroups(regionGroupsIn(lists, language))} />);
  }
  if (!isWholeUk(country)) return area(country, <ChoiceSelect widget={props} choices={areaChoices(country, language)} />);

  const nationId = `${id}-nation`;
  const chooseNation = (value: string) => {
    const chosen = value === '' ? undefined : value;
    setNation(chosen);
    // An area of another nation is no answer for this one.
    if (typeof props.value === 'string' && nationOfArea(props.value) !== chosen) props.onChange(undefined);
  };
  return (
    <>
      <Labelled id={nationId} label={t('regionStep.nation.label')} hint={t('regionStep.nation.hint')} required={required ?? false}>
        <select
          id={nationId}
          className="form-control"
          value={nation ?? ''}
          required={required}
          disabled={props.disabled}
          aria-describedby={`${nationId}__description ${id}__error`}
          onChange={(event) => chooseNation(event.target.value)}
        >
          <option value="">{t('picker.choose')}</option>
          {UK_NATIONS.map((code) => ({ code, name: countryNameIn(code, language) ?? code }))
            .sort((a, b) => a.name.localeCompare(b.name, language))
            .map(({ code, name }) => <option key={code} value={code}>{name}</option>)}
        </select>
      </Labelled>
      {nation ? area(nation, <ChoiceSelect widget={props} choices={areaChoices(nation, language)} />) : null}
    </>
  );
}
