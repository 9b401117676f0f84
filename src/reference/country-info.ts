import type { Region } from './regions';
import { regionsOf } from './regions';
import { COUNTRIES, findCountry } from './countries';

/** A country with its region list (docs/spec/entities.md#country-info-lookup); `states` is empty when it has none. */
export interface CountryInfo {
  name: string;
  code: string;
  states: Region[];
}

/** Country data keyed by lower-cased code; codes match case-insensitively, an empty list means all, unknown codes are left out. */
export function countryInfo(codes: readonly string[]): Record<string, CountryInfo> {
  const countries = codes.length === 0 ? COUNTRIES : codes.map(findCountry);
  const result: Record<string, CountryInfo> = {};
  for (const country of countries) {
    if (!country) continue;
    result[country.code.toLowerCase()] = { name: country.name, code: country.code, states: regionsOf(country.code) };
  }
  return result;
}
