import { countryOptionsIn } from '../../reference/place-names';
import { DEMOGRAPHIC_SETS, demographicOptions, type DemographicSet } from '../../reference/demographic-options';
import { languageOptionsIn } from '../../reference/language-names';
import type { Option } from '../../reference/option';
import type { ChoiceOption } from '../../flow/flow-types';
import { unitOptions } from '../../reference/units';

/** A choice shown to the member: the stored value and the text shown. */
export interface Choice {
  value: string;
  label: string;
}

type Translate = (key: string) => string;

const translated = (options: Option[], t: Translate): Choice[] => options.map((o) => ({ value: o.optValue, label: t(o.optLabel) }));

/**
 * The choices of a picker field type, labelled in the member's language (names from the reference tables, keys through i18n);
 * a `choice` field's are its own options, given as `own`.
 */
export function choicesFor(fieldType: string, language: string, t: Translate, own?: readonly ChoiceOption[]): Choice[] {
  if (fieldType === 'choice') return (own ?? []).map((o) => ({ value: o.value, label: t(o.labelKey) }));
  if (fieldType === 'unit') return translated(unitOptions(), t);
  if ((DEMOGRAPHIC_SETS as readonly string[]).includes(fieldType)) return translated(demographicOptions(fieldType as DemographicSet), t);
  if (fieldType === 'country') return countryOptionsIn(language).map((o) => ({ value: o.optValue, label: o.optLabel }));
  if (fieldType === 'language') {
    return languageOptionsIn(language).map((o) => ({ value: o.optValue, label: o.optLabel }));
  }
  return [];
}
