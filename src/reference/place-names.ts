import { COUNTRIES, findCountry } from './countries';
import { intlDisplayName } from './display-names';
import countryLocalNames from './country-local-names.json';
import type { Option, OptionGroup } from './option';
import { hasRegions, regionListKey, regionsOf } from './regions';
import regionLocalNames from './regions/local-names.json';

// Names Intl.DisplayNames cannot give (UK nations) or gives wrongly (legacy AN and CS read as CW and RS), per language.
const COUNTRY_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = countryLocalNames;
// Region names that differ from the English list, per interface language and list (Québec, Nueva York…).
const REGION_NAMES: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, string>>>>>> = regionLocalNames;

const own = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);

const intlRegionName = (code: string, language: string): string | undefined => (/^[A-Z]{2}$/.test(code) ? intlDisplayName('region', code, language) : undefined);

/** A country's name in an interface language: our table, else Intl, else the English list; undefined for unknown codes. */
export function countryNameIn(code: string, language: string): string | undefined {
  const country = findCountry(code);
  if (!country) return undefined;
  return own(own(COUNTRY_NAMES, language) ?? {}, country.code) ?? intlRegionName(country.code, language) ?? country.name;
}

/** A region's name in an interface language (Québec in fr-CA), else its English name; undefined when not in the country's list. */
export function regionNameIn(countryCode: string, regionCode: string, language: string): string | undefined {
  const key = regionListKey(countryCode);
  const region = regionsOf(countryCode).find((state) => state.code === regionCode);
  if (!key || !region) return undefined;
  return own(own(own(REGION_NAMES, language) ?? {}, key) ?? {}, region.code) ?? region.name;
}

const collators = new Map<string, Intl.Collator>();
const byLabel = (language: string) => {
  const collator = collators.get(language) ?? new Intl.Collator(language);
  collators.set(language, collator);
  return (a: Option, b: Option) => collator.compare(a.optLabel, b.optLabel);
};

/** A country's regions as options named in the language and sorted in its order; empty when it has no list. */
export function regionOptionsIn(countryCode: string, language: string): Option[] {
  return regionsOf(countryCode)
    .map((state) => ({ optValue: state.code, optLabel: regionNameIn(countryCode, state.code, language) ?? state.name }))
    .sort(byLabel(language));
}

/** The regions of several countries, one group per country named in the language (the combined North America list). */
export function regionGroupsIn(countryCodes: readonly string[], language: string): OptionGroup[] {
  const seen = new Set<string>();
  return countryCodes.flatMap((code) => {
    const upper = code.toUpperCase();
    if (seen.has(upper) || !hasRegions(code)) return [];
    seen.add(upper);
    return [{ optGroupLabel: countryNameIn(upper, language) ?? upper, options: regionOptionsIn(code, language) }];
  });
}

// The whole list per language, built once: the country step shows it on every visit.
const allCountries = new Map<string, readonly Option[]>();

/** Every country (or those of `codes`) as options named in the language, sorted in its order. */
export function countryOptionsIn(language: string, codes?: readonly string[]): readonly Option[] {
  if (codes) return countryOptionsOf(codes, language);
  let options = allCountries.get(language);
  if (!options) {
    options = countryOptionsOf(COUNTRIES.map((country) => country.code), language);
    allCountries.set(language, options);
  }
  return options;
}

const countryOptionsOf = (codes: readonly string[], language: string): Option[] =>
  codes.map((code) => ({ optValue: code, optLabel: countryNameIn(code, language) ?? code })).sort(byLabel(language));
