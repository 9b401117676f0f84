import moment from 'moment-timezone';

/**
 * Canonical IANA zone ids a member may pick: every zone moment-timezone assigns to a country. Computed from
 * moment-timezone's packed data only (no Intl), so Node and browsers agree exactly; scripts/build/build-zone-names.ts
 * writes the result to src/time/generated/supported-zone-ids.json, which the app reads without moment.
 */
export function zoneIdsOfCountries(): string[] {
  return [...new Set(moment.tz.countries().flatMap((country) => moment.tz.zonesForCountry<false>(country)))].sort();
}
