import data from './regions/gb-nations.json';

/** A nation of the United Kingdom, by its ISO 3166-2 code (also a country answer of its own). */
export type UkNation = 'GB-ENG' | 'GB-NIR' | 'GB-SCT' | 'GB-WLS';

const AREAS: Readonly<Record<UkNation, readonly string[]>> = data.areas;
// The UK list's entries that name a whole nation ("Scotland" SCT): kept for the list's readers, never an area to answer.
const NATION_ENTRIES: Readonly<Record<string, UkNation>> = data.nations as Record<string, UkNation>;
const AREA_NATION: ReadonlyMap<string, UkNation> = new Map(
  (Object.entries(AREAS) as [UkNation, readonly string[]][]).flatMap(([nation, areas]) => areas.map((area) => [area, nation] as const)),
);

/** The four nations, in code order. */
export const UK_NATIONS: readonly UkNation[] = Object.freeze((Object.keys(AREAS) as UkNation[]).sort());

/** Whether a country answer (case-insensitive) is one of the UK's nations. */
export function isUkNation(countryCode: string): boolean {
  return Object.hasOwn(AREAS, countryCode.toUpperCase());
}

/** Whether a country answer (case-insensitive) is the UK as a whole, so the member names their nation first. */
export function isWholeUk(countryCode: string): boolean {
  return countryCode.toUpperCase() === 'GB';
}

/** The UK list's codes of a nation's areas (Scottish council areas for GB-SCT), case-insensitive; empty for anything else. */
export function areasOfNation(nation: string): readonly string[] {
  const key = nation.toUpperCase();
  return Object.hasOwn(AREAS, key) ? AREAS[key as UkNation] : [];
}

/** The nation a UK area code belongs to; undefined for a nation's own entry or an unknown code. */
export function nationOfArea(areaCode: string): UkNation | undefined {
  return AREA_NATION.get(areaCode);
}

/** Whether a UK list code names a whole nation (SCT, ENG, WLS, NIR) rather than an area in it. */
export function isNationEntry(regionCode: string): boolean {
  return Object.hasOwn(NATION_ENTRIES, regionCode);
}
