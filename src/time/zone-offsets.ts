import moment from 'moment-timezone';

/** A zone's standard (smaller) and daylight (larger) offsets in minutes east of UTC; equal when it has no DST. */
export interface ZoneOffsets {
  utcOffset: number;
  dstOffset: number;
}

/** Minutes east of UTC at an instant (ms since the epoch), in a zone resolved beforehand. */
export type OffsetReader = (at: number) => number;

/** Reads `zoneId`'s offset at any instant, resolving the zone once (for many instants); null for an unknown zone. */
export function offsetReader(zoneId: string): OffsetReader | null {
  const zone = moment.tz.zone(zoneId);
  // moment's zone offsets count minutes west of UTC (the Date#getTimezoneOffset sign); "|| 0" turns -0 into 0.
  return zone ? (at) => -zone.utcOffset(at) || 0 : null;
}

/** Minutes east of UTC in `zoneId` at `at` (e.g. -300 for New York in winter); null for an unknown zone. */
export function offsetAt(zoneId: string, at: Date | number): number | null {
  const read = offsetReader(zoneId);
  return read ? read(typeof at === 'number' ? at : at.getTime()) : null;
}

/** The instants used to find a year's two offsets: noon UTC on 1 January and 1 July, one in each hemisphere's summer. */
export function yearProbes(year: number): [Date, Date] {
  return [new Date(Date.UTC(year, 0, 1, 12)), new Date(Date.UTC(year, 6, 1, 12))];
}

/** Standard and DST offsets of `zoneId` in `year`: the smaller and larger of the January and July offsets. */
export function zoneOffsets(zoneId: string, year: number): ZoneOffsets | null {
  const [january, july] = yearProbes(year).map((probe) => offsetAt(zoneId, probe));
  if (january === null || july === null) return null;
  return { utcOffset: Math.min(january, july), dstOffset: Math.max(january, july) };
}

/** Whether DST is in force in `zoneId` at `now`: its offset is above that year's standard offset. */
export function isDstAt(zoneId: string, now: Date): boolean {
  const offsets = zoneOffsets(zoneId, now.getUTCFullYear());
  const current = offsetAt(zoneId, now);
  return offsets !== null && current !== null && current > offsets.utcOffset;
}

/** An offset in minutes as "+HH:MM"/"-HH:MM", e.g. -300 → "-05:00", 345 → "+05:45", 0 → "+00:00" (moment's "Z"). */
export function offsetString(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  // Whole minutes only, as moment shows them: local mean time offsets such as 296.0333 (4:56:02) show as "-04:56".
  const abs = Math.trunc(Math.abs(minutes));
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
