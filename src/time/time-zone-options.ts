import type { Option } from '../reference/option';
import { isAfternoon, pad2, twelveHourHour } from './clock-time';
import { localDateTime } from './local-date-time';
import { supportedTimeZones } from './time-zones';
import type { TimeZoneEntry } from './time-zones';
import { isDstAt, offsetAt } from './zone-offsets';

/** A supported time zone made selectable (SPEC §3 "Time zone option"). */
export interface TimeZoneOption extends TimeZoneEntry, Option {}

/** `utcOffsetStr/dstOffsetStr/name` without spaces, using `dstName` when `dstActive`. */
export function timeZoneOptValue(entry: TimeZoneEntry, dstActive: boolean): string {
  return `${entry.utcOffsetStr}/${entry.dstOffsetStr}/${dstActive ? entry.dstName : entry.name}`.replace(/\s+/g, '');
}

function optionAt(entry: TimeZoneEntry, now: Date, offsetNow: number, dstActive: boolean): TimeZoneOption {
  // As moment's "h:mm A" in English: "1:05 PM", "12:00 AM".
  const local = localDateTime(now.getTime(), offsetNow);
  const localTime = `${twelveHourHour(local.hours)}:${pad2(local.minutes)} ${isAfternoon(local) ? 'PM' : 'AM'}`;
  return { ...entry, optValue: timeZoneOptValue(entry, dstActive), optLabel: `${entry.name} (${localTime})` };
}

/** The entry as an option at `now`: DST is judged in the entry's own `timezone`; the label shows its local time. */
export function toTimeZoneOption(entry: TimeZoneEntry, now: Date): TimeZoneOption {
  return optionAt(entry, now, offsetAt(entry.timezone, now) ?? 0, isDstAt(entry.timezone, now));
}

/** The sort offset: `dstOffset` while DST is active in the entry's zone at `now`, otherwise `utcOffset`. */
export function sortOffset(entry: TimeZoneEntry, now: Date): number {
  return isDstAt(entry.timezone, now) ? entry.dstOffset : entry.utcOffset;
}

/** All supported time zones as options at `now`, sorted west to east by their offset now, then by name. */
export function timeZoneOptions(now: Date, locale = 'en-US'): TimeZoneOption[] {
  return supportedTimeZones(now, locale)
    .map((entry) => {
      // Entries are built for the year of `now`: their utcOffset is the standard offset isDstAt would look up again.
      const offsetNow = offsetAt(entry.timezone, now) ?? entry.utcOffset;
      const dstActive = offsetNow > entry.utcOffset;
      return { option: optionAt(entry, now, offsetNow, dstActive), offset: dstActive ? entry.dstOffset : entry.utcOffset };
    })
    .sort((a, b) => a.offset - b.offset || compare(a.option.name, b.option.name) || compare(a.option.timezone, b.option.timezone))
    .map(({ option }) => option);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
