/** A locale's city names of zone ids, only where they differ from the id's own name: "America/New_York" → "Nova Iorque". */
export type ZoneCityTable = Readonly<Record<string, string>>;

/** The city a zone id names, as the id spells it: "America/Port_of_Spain" → "Port of Spain". */
export function zoneIdCity(zoneId: string): string {
  return (zoneId.split('/').pop() ?? zoneId).replace(/_/g, ' ');
}

/** The city of `zoneId` in the language of `cities` (CLDR's exemplar city), else the id's own name. */
export function zoneCity(zoneId: string, cities: ZoneCityTable = {}): string {
  return Object.hasOwn(cities, zoneId) ? cities[zoneId] : zoneIdCity(zoneId);
}
