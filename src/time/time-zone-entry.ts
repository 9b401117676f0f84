/** A supported time zone: zones sharing a display name and offsets, merged (docs/spec/entities.md#supported-time-zone-entry). */
export interface TimeZoneEntry {
  /** Id of the group's most populous country-listed zone, e.g. "America/New_York"; always passes isSupportedZone. */
  timezone: string;
  /** Long name at the standard (smaller) offset, e.g. "Eastern Standard Time". */
  name: string;
  /** Long name at the DST (larger) offset; equals `name` when the zone has no DST. */
  dstName: string;
  countries: string[];
  /** Every zone id merged here, country-listed ids and their aliases ("US/Eastern", "Asia/Calcutta") alike, sorted. */
  aliasList: string[];
  utcOffset: number;
  dstOffset: number;
  utcOffsetStr: string;
  dstOffsetStr: string;
}
