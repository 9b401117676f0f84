// Built by scripts/build/build-zone-names.ts from the zone catalog; build-zone-countries.test.ts fails when it is stale.
import table from './generated/zone-countries.json';
import countsAs from '../reference/phone-countries.json';

const COUNTRIES_OF: Readonly<Record<string, string>> = table;
// A UK nation lists no zone of its own (it lives in GB's), a legacy code none of its successor's.
const COUNTS_AS: Readonly<Record<string, string>> = countsAs;

/** The countries whose zones the tz data lists for `country`: itself, or the country a UK nation or legacy code is part of. */
function zoneCountry(country: string): string {
  const upper = country.toUpperCase();
  return Object.hasOwn(COUNTS_AS, upper) ? COUNTS_AS[upper] : upper;
}

/**
 * Whether `zoneId` is a zone the tz data lists for `country` (America/Toronto for CA, not for FR). A country that
 * lists no zone at all (an unknown code) cannot say, so every zone holds for it.
 */
export function isZoneOfCountry(zoneId: string, country: string): boolean {
  const code = zoneCountry(country);
  if (!Object.hasOwn(COUNTRIES_OF, zoneId)) return !hasZones(code);
  return COUNTRIES_OF[zoneId].split(' ').includes(code) || !hasZones(code);
}

let withZones: Set<string> | undefined;

function hasZones(country: string): boolean {
  withZones ??= new Set(Object.values(COUNTRIES_OF).flatMap((list) => list.split(' ')));
  return withZones.has(country);
}
