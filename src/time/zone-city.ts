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

/**
 * The city a member reads for a zone, in the language of `cities` (CLDR's exemplar city: "Toronto", "Açores",
 * "Los Ángeles"), or undefined for a zone that names no place ("UTC", "Etc/GMT+1"). Every text that names a zone
 * (the time-zone list, the review, an appointment, the done page) names it through this one function.
 */
export function zoneCityName(zoneId: string, cities?: ZoneCityTable): string | undefined {
  const parts = zoneId.split('/');
  if (parts.length < 2 || parts[0] === 'Etc') return undefined;
  return zoneCity(zoneId, cities);
}
