import type { Option, OptionGroup } from './option';
import type { NamedCode } from './named-code';
import { copyNamedCodes, toOption } from './named-code';
import { countryName } from './countries';
import aliases from './state-aliases.json';
import ca from './states/ca.json';
import us from './states/us.json';
import au from './states/au.json';
import pt from './states/pt.json';
import gb from './states/gb.json';
import ie from './states/ie.json';

/** A state, province, district or region entry: name and code (docs/spec/entities.md#region-lists). */
export type Region = NamedCode;

/** Lower-case key of a country that has its own region list. */
export type StateCountry = 'ca' | 'us' | 'au' | 'pt' | 'gb' | 'ie';

const LISTS: Record<StateCountry, readonly Region[]> = { ca, us, au, pt, gb, ie };

// Country codes that share another country's list (UK nations use the GB list); data in state-aliases.json.
const ALIASES: Readonly<Record<string, StateCountry>> = aliases as Record<string, StateCountry>;

/** The countries with region lists, in spec order: ca, us, au, pt, gb, ie. */
export const COUNTRIES_WITH_STATES: readonly StateCountry[] = Object.freeze(Object.keys(LISTS) as StateCountry[]);

/** The list key for a country code (case-insensitive; UK nations map to gb); undefined when it has no list. */
export function stateListKey(countryCode: string): StateCountry | undefined {
  const alias = ALIASES[countryCode.toUpperCase()];
  if (alias) return alias;
  const key = countryCode.toLowerCase();
  return (COUNTRIES_WITH_STATES as readonly string[]).includes(key) ? (key as StateCountry) : undefined;
}

/** Whether a country (case-insensitive) has a region list. */
export function hasStates(countryCode: string): boolean {
  return stateListKey(countryCode) !== undefined;
}

/** The regions of a country (case-insensitive), a fresh copy; empty when it has no list. */
export function statesOf(countryCode: string): Region[] {
  const key = stateListKey(countryCode);
  return key ? copyNamedCodes(LISTS[key]) : [];
}

/** Whether a region code (exact, as stored) belongs to the given country's list. */
export function isStateOf(countryCode: string, stateCode: string): boolean {
  const key = stateListKey(countryCode);
  return key !== undefined && LISTS[key].some((region) => region.code === stateCode);
}

/** Region options: a flat list for one country (empty when unsupported); groups labelled with the country name for a list of countries. */
export function stateOptions(countryCode: string): Option[];
export function stateOptions(countryCodes: readonly string[]): OptionGroup[];
export function stateOptions(countryCodes: string | readonly string[]): Option[] | OptionGroup[];
export function stateOptions(countryCodes: string | readonly string[]): Option[] | OptionGroup[] {
  if (typeof countryCodes === 'string') return statesOf(countryCodes).map(toOption);
  const seen = new Set<string>();
  const groups: OptionGroup[] = [];
  for (const code of countryCodes) {
    const normalised = code.toUpperCase();
    if (seen.has(normalised) || !hasStates(code)) continue;
    seen.add(normalised);
    groups.push({ optGroupLabel: countryName(code) ?? normalised, options: statesOf(code).map(toOption) });
  }
  return groups;
}

/** The combined North America picker: Canadian provinces under "Canada", then US states under "United States". */
export function combinedNorthAmericaOptions(): OptionGroup[] {
  return stateOptions(['CA', 'US']);
}
