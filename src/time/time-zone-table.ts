/** One merged group of zones: [lead zone id, standard offset, DST offset (minutes east of UTC), countries, every id merged]. */
export type TimeZoneGroup = [string, number, number, string[], string[]];

/** One entry of a locale's list: [first year, last year, index into `groups`, standard name, DST name when it differs]. */
export type TimeZoneTableRow = [number, number, number, string] | [number, number, number, string, string];

/**
 * The supported time zones of every year and interface language, precomputed by scripts/build/build-zone-names.ts
 * (src/time/generated/time-zone-table.json) so that a member's browser looks them up instead of unpacking every
 * zone moment-timezone knows. A locale's rows are sorted as a year's list is: by standard offset, DST
 * offset, then name; the rows of one year, in order, are that year's list.
 */
export interface TimeZoneTable {
  /** First and last year covered; other years read the nearest. */
  years: [number, number];
  groups: TimeZoneGroup[];
  /** Interface language (ZONE_NAME_LOCALES) → its rows. */
  locales: Record<string, TimeZoneTableRow[]>;
}
