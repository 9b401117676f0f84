import moment from 'moment-timezone';
import type { Option } from '../reference/option';
import { supportedTimeZones } from './time-zones';
import type { TimeZoneEntry } from './time-zones';
import { isDstAt } from './zone-offsets';

/** A supported time zone made selectable (SPEC §3 "Time zone option"). */
export interface TimeZoneOption extends TimeZoneEntry, Option {}

/** `utcOffsetStr/dstOffsetStr/name` without spaces, using `dstName` when `dstActive`. */
export function timeZoneOptValue(entry: TimeZoneEntry, dstActive: boolean): string {
  return `${entry.utcOffsetStr}/${entry.dstOffsetStr}/${dstActive ? entry.dstName : entry.name}`.replace(/\s+/g, '');
}

/** The entry as an option at `now`: DST is judged in the entry's own `timezone`; the label shows its local time. */
export function toTimeZoneOption(entry: TimeZoneEntry, now: Date): TimeZoneOption {
  // English locale pinned so "AM"/"PM" never follow a locale set elsewhere on the global moment.
  const localTime = moment.tz(now.getTime(), entry.timezone).locale('en').format('h:mm A');
  return {
    ...entry,
    optValue: timeZoneOptValue(entry, isDstAt(entry.timezone, now)),
    optLabel: `${entry.name} (${localTime})`,
  };
}

/** The sort offset: `dstOffset` while DST is active in the entry's zone at `now`, otherwise `utcOffset`. */
export function sortOffset(entry: TimeZoneEntry, now: Date): number {
  return isDstAt(entry.timezone, now) ? entry.dstOffset : entry.utcOffset;
}

/** All supported time zones as options at `now`, sorted west to east by their offset now, then by name. */
export function timeZoneOptions(now: Date, locale = 'en-US'): TimeZoneOption[] {
  return supportedTimeZones(now, locale)
    .map((entry) => ({ option: toTimeZoneOption(entry, now), offset: sortOffset(entry, now) }))
    .sort((a, b) => a.offset - b.offset || compare(a.option.name, b.option.name) || compare(a.option.timezone, b.option.timezone))
    .map(({ option }) => option);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
