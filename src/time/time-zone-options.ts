import { compareCodeUnits } from './compare-code-units';
import type { Option } from '../reference/option';
import { isAfternoon, pad2, twelveHourHour } from './clock-time';
import { localDateTime } from './local-date-time';
import { supportedTimeZones } from './time-zones';
import type { TimeZoneEntry } from './time-zone-entry';
import { isDstAt, offsetAt } from './zone-offsets';

/** A supported time zone made selectable (SPEC §3 "Time zone option"). */
export interface TimeZoneOption extends TimeZoneEntry, Option {
  /** The zone's name true at the moment (its summer name while on summer time), with a city when another option shares it. */
  zoneName: string;
}

/** `utcOffsetStr/dstOffsetStr/name` without spaces, using `dstName` when `dstActive`. */
export function timeZoneOptValue(entry: TimeZoneEntry, dstActive: boolean): string {
  return `${entry.utcOffsetStr}/${entry.dstOffsetStr}/${dstActive ? entry.dstName : entry.name}`.replace(/\s+/g, '');
}

/** The city of a zone id, as the id spells it: "America/Port_of_Spain" → "Port of Spain". */
export function zoneCity(zoneId: string): string {
  return (zoneId.split('/').pop() ?? zoneId).replace(/_/g, ' ');
}

function optionAt(entry: TimeZoneEntry, now: Date, offsetNow: number, dstActive: boolean, withCity = false): TimeZoneOption {
  // As moment's "h:mm A" in English: "1:05 PM", "12:00 AM".
  const local = localDateTime(now.getTime(), offsetNow);
  const localTime = `${twelveHourHour(local.hours)}:${pad2(local.minutes)} ${isAfternoon(local) ? 'PM' : 'AM'}`;
  const name = dstActive ? entry.dstName : entry.name;
  const zoneName = withCity ? `${name} – ${zoneCity(entry.timezone)}` : name;
  return { ...entry, zoneName, optValue: timeZoneOptValue(entry, dstActive), optLabel: `${zoneName} (${localTime})` };
}

/** The entry as an option at `now`: DST is judged in the entry's own `timezone`; the label shows its local time. */
export function toTimeZoneOption(entry: TimeZoneEntry, now: Date): TimeZoneOption {
  return optionAt(entry, now, offsetAt(entry.timezone, now) ?? 0, isDstAt(entry.timezone, now));
}

/** The sort offset: `dstOffset` while DST is active in the entry's zone at `now`, otherwise `utcOffset`. */
export function sortOffset(entry: TimeZoneEntry, now: Date): number {
  return isDstAt(entry.timezone, now) ? entry.dstOffset : entry.utcOffset;
}

/**
 * All supported time zones as options at `now`, sorted west to east by their offset now, then by name. Each is
 * named as it is at `now` (summer name on summer time); names two options share carry the zone's city.
 */
export function timeZoneOptions(now: Date, locale = 'en-US'): TimeZoneOption[] {
  const states = supportedTimeZones(now, locale).map((entry) => {
    // Entries are built for the year of `now`: their utcOffset is the standard offset isDstAt would look up again.
    const offsetNow = offsetAt(entry.timezone, now) ?? entry.utcOffset;
    const dstActive = offsetNow > entry.utcOffset;
    return { entry, offsetNow, dstActive, name: dstActive ? entry.dstName : entry.name };
  });
  const uses = new Map<string, number>();
  for (const { name } of states) uses.set(name, (uses.get(name) ?? 0) + 1);
  return states
    .map(({ entry, offsetNow, dstActive, name }) => ({
      option: optionAt(entry, now, offsetNow, dstActive, (uses.get(name) ?? 0) > 1),
      offset: dstActive ? entry.dstOffset : entry.utcOffset,
    }))
    .sort((a, b) => a.offset - b.offset || compareCodeUnits(a.option.zoneName, b.option.zoneName) || compareCodeUnits(a.option.timezone, b.option.timezone))
    .map(({ option }) => option);
}
