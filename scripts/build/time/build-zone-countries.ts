import type { CatalogZone } from '../../../src/time/zone-catalog';

/** Each listed zone id with the countries that list it, space-separated: the small table the flow engine reads. */
export function buildZoneCountries(catalog: readonly CatalogZone[]): Record<string, string> {
  return Object.fromEntries(catalog.map((zone) => [zone.id, zone.countries.join(' ')]));
}
