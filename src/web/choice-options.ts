import { countryOptionsIn } from '../reference/place-names';
import { DEMOGRAPHIC_SETS, demographicOptions, type DemographicSet } from '../reference/demographic-options';
import { languageOptions } from '../reference/languages';
import type { Option } from '../reference/option';
import type { ChoiceOption } from '../flow/flow-types';
import { unitOptions } from '../reference/units';

/** A choice shown to the member: the stored value and the text shown. */
export interface Choice {
  value: string;
  label: string;
}

type Translate = (key: string) => string;

function displayName(type: 'region' | 'language', code: string, language: string, fallback: string): string {
  try {
    const name = new Intl.DisplayNames([language], { type, fallback: 'none' }).of(type === 'language' ? code.toLowerCase() : code);
    return name ?? fallback;
  } catch {
    return fallback;
  }
}

const byLabel = (language: string) => {
  const collator = new Intl.Collator(language);
  return (a: Choice, b: Choice) => collator.compare(a.label, b.label);
};

const translated = (options: Option[], t: Translate): Choice[] => options.map((o) => ({ value: o.optValue, label: t(o.optLabel) }));

/**
 * The choices of a picker field type, labelled in the member's language (names through Intl, keys through i18n);
 * a `choice` field's are its own options, given as `own`.
 */
export function choicesFor(fieldType: string, language: string, t: Translate, own?: readonly ChoiceOption[]): Choice[] {
  if (fieldType === 'choice') return (own ?? []).map((o) => ({ value: o.value, label: t(o.labelKey) }));
  if (fieldType === 'unit') return translated(unitOptions(), t);
  if ((DEMOGRAPHIC_SETS as readonly string[]).includes(fieldType)) return translated(demographicOptions(fieldType as DemographicSet), t);
  if (fieldType === 'country') return countryOptionsIn(language).map((o) => ({ value: o.optValue, label: o.optLabel }));
  if (fieldType === 'language') {
    return languageOptions().map((o) => ({ value: o.optValue, label: displayName('language', o.optValue, language, o.optLabel) })).sort(byLabel(language));
  }
  return [];
}
