import type { Option } from './option';
import type { NamedCode } from './named-code';
import { copyNamedCodes, toOption } from './named-code';
import countries from './countries.json';

/** A country entry: English name and ISO 3166-1 alpha-2 code, or a UK nation (GB-ENG…) or legacy code (docs/spec/entities.md#country). */
export type Country = NamedCode;

/** Which country list a picker shows: every country, or the short supported-country list. */
export type CountryList = 'full' | 'supported';

/** Every country, sorted by name (data in countries.json). */
export const COUNTRIES: readonly Country[] = Object.freeze(copyNamedCodes(countries.countries));

const BY_CODE: ReadonlyMap<string, Country> = new Map(COUNTRIES.map((country) => [country.code, country]));

/** The short supported-country list, in spec order: AU, CA, PT, GB, US, IE. */
export const SUPPORTED_COUNTRIES: readonly Country[] = Object.freeze(
  countries.supported.map((code) => {
    const country = BY_CODE.get(code);
    if (!country) throw new Error(`countries.json: supported code ${code} is not in the full list`);
    return country;
  }),
);

/** The country entry for a code, matched case-insensitively; undefined when unknown. */
export function findCountry(code: string): Country | undefined {
  const found = BY_CODE.get(code.toUpperCase());
  return found && { name: found.name, code: found.code };
}

/** The countries of a list as picker options: optLabel = name, optValue = code. */
export function countryOptions(list: CountryList): Option[] {
  return (list === 'supported' ? SUPPORTED_COUNTRIES : COUNTRIES).map(toOption);
}

/** Whether a value is a stored country code (exact match, as saved from the picker, e.g. "GB" or "GB-SCT"). */
export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && BY_CODE.has(value);
}

/** The English name of a country, matched case-insensitively; undefined when unknown. */
export function countryName(code: string): string | undefined {
  return findCountry(code)?.name;
}
