import moment from 'moment-timezone';

/**
 * Canonical IANA zone ids a member may pick: every zone moment-timezone assigns to a country.
 * Computed from moment-timezone's packed data only (no Intl), so Node and browsers agree exactly.
 */
export const SUPPORTED_ZONE_IDS: readonly string[] = Object.freeze(
  [...new Set(moment.tz.countries().flatMap((country) => moment.tz.zonesForCountry<false>(country)))].sort(),
);
