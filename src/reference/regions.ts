import type { Option, OptionGroup } from './option';
import type { NamedCode } from './named-code';
import { copyNamedCodes, toOption } from './named-code';
import { countryName } from './countries';
import aliases from './region-aliases.json';
import ca from './regions/ca.json';
import us from './regions/us.json';
import au from './regions/au.json';
import pt from './regions/pt.json';
import gb from './regions/gb.json';
import ie from './regions/ie.json';

/** A state, province, district or region entry: name and code (docs/spec/entities.md#region-lists). */
export type Region = NamedCode;

/** Lower-case key of a country that has its own region list. */
export type RegionCountry = 'ca' | 'us' | 'au' | 'pt' | 'gb' | 'ie';

const LISTS: Record<RegionCountry, readonly Region[]> = { ca, us, au, pt, gb, ie };

// Country codes that share another country's list (UK nations use the GB list); data in region-aliases.json.
const ALIASES: Readonly<Record<string, RegionCountry>> = aliases as Record<string, RegionCountry>;

/** The countries with region lists, in spec order: ca, us, au, pt, gb, ie. */
export const COUNTRIES_WITH_REGIONS: readonly RegionCountry[] = Object.freeze(Object.keys(LISTS) as RegionCountry[]);

/** The list key for a country code (case-insensitive; UK nations map to gb); undefined when it has no list. */
export function regionListKey(countryCode: string): RegionCountry | undefined {
  const alias = ALIASES[countryCode.toUpperCase()];
  if (alias) return alias;
  const key = countryCode.toLowerCase();
  return (COUNTRIES_WITH_REGIONS as readonly string[]).includes(key) ? (key as RegionCountry) : undefined;
}

/** Whether a country (case-insensitive) has a region list. */
export function hasRegions(countryCode: string): boolean {
  return regionListKey(countryCode) !== undefined;
}

/** The regions of a country (case-insensitive), a fresh copy; empty when it has no list. */
export function regionsOf(countryCode: string): Region[] {
  const key = regionListKey(countryCode);
  return key ? copyNamedCodes(LISTS[key]) : [];
}

/** Whether a region code (exact, as stored) belongs to the given country's list. */
export function isRegionOf(countryCode: string, regionCode: string): boolean {
  const key = regionListKey(countryCode);
  return key !== undefined && LISTS[key].some((region) => region.code === regionCode);
}

/** Region options: a flat list for one country (empty when unsupported); groups labelled with the country name for a list of countries. */
export function regionOptions(countryCode: string): Option[];
export function regionOptions(countryCodes: readonly string[]): OptionGroup[];
export function regionOptions(countryCodes: string | readonly string[]): Option[] | OptionGroup[];
export function regionOptions(countryCodes: string | readonly string[]): Option[] | OptionGroup[] {
  if (typeof countryCodes === 'string') return regionsOf(countryCodes).map(toOption);
  const seen = new Set<string>();
  const groups: OptionGroup[] = [];
  for (const code of countryCodes) {
    const normalised = code.toUpperCase();
    if (seen.has(normalised) || !hasRegions(code)) continue;
    seen.add(normalised);
    groups.push({ optGroupLabel: countryName(code) ?? normalised, options: regionsOf(code).map(toOption) });
  }
  return groups;
}

/** The combined North America picker: Canadian provinces under "Canada", then US states under "United States". */
export function combinedNorthAmericaOptions(): OptionGroup[] {
  return regionOptions(['CA', 'US']);
}
