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

/** A choice before its label is written: a locale key to translate, or a name already in the member's language. */
interface ChoiceSource {
  value: string;
  key?: string;
  name?: string;
}

const keyed = (options: readonly Option[]): ChoiceSource[] => options.map((o) => ({ value: o.optValue, key: o.optLabel }));
const named = (options: readonly Option[]): ChoiceSource[] => options.map((o) => ({ value: o.optValue, name: o.optLabel }));

function choiceSources(fieldType: string, language: string, own?: readonly ChoiceOption[]): ChoiceSource[] {
  if (fieldType === 'choice') return (own ?? []).map((o) => ({ value: o.value, key: o.labelKey }));
  if (fieldType === 'unit') return keyed(unitOptions());
  if ((DEMOGRAPHIC_SETS as readonly string[]).includes(fieldType)) return keyed(demographicOptions(fieldType as DemographicSet));
  if (fieldType === 'country') return named(countryOptionsIn(language));
  if (fieldType === 'language') return named(languageOptionsIn(language));
  return [];
}

const labelOf = (source: ChoiceSource, t: Translate): string => (source.key === undefined ? (source.name ?? source.value) : t(source.key));

/**
 * The choices of a picker field type, labelled in the member's language (names from the reference tables, keys through i18n);
 * a `choice` field's are its own options, given as `own`.
 */
export function choicesFor(fieldType: string, language: string, t: Translate, own?: readonly ChoiceOption[]): Choice[] {
  return choiceSources(fieldType, language, own).map((source) => ({ value: source.value, label: labelOf(source, t) }));
}

/**
 * The labels of the chosen `values` among a field type's choices, in the choices' order; only those are written, so a
 * page listing many answers (check your answers) translates what it shows and no more. Undefined when the field type
 * has no choices.
 */
export function chosenLabels(fieldType: string, language: string, t: Translate, values: readonly string[], own?: readonly ChoiceOption[]): string[] | undefined {
  const sources = choiceSources(fieldType, language, own);
  if (sources.length === 0) return undefined;
  return sources.filter((source) => values.includes(source.value)).map((source) => labelOf(source, t));
}
