import { compareCodeUnits } from './compare-code-units';
import type { Option } from '../reference/option';
import { dateLocale } from './date-display';
import { isSupportedZone, supportedTimeZones } from './time-zones';
import type { TimeZoneEntry } from './time-zone-entry';
import { wallClockTime } from './wall-clock-time';
import { zoneCityName } from './zone-city';
import type { ZoneCityTable } from './zone-city';
import { isDstAt, offsetAt } from './zone-offsets';

/** A supported time zone made selectable (docs/spec/entities.md#time-zone-option). */
export interface TimeZoneOption extends TimeZoneEntry, Option {
  /** The zone's name true at the moment (its summer name while on summer time), with a city when another option shares it. */
  zoneName: string;
}

/** `utcOffsetStr/dstOffsetStr/name` without spaces, using `dstName` when `dstActive`. */
export function timeZoneOptValue(entry: TimeZoneEntry, dstActive: boolean): string {
  return `${entry.utcOffsetStr}/${entry.dstOffsetStr}/${dstActive ? entry.dstName : entry.name}`.replace(/\s+/g, '');
}

/** How the list is written: the city names of the interface language, and the member's own zone id, if known. */
export interface TimeZoneOptionsContext {
  /** The interface language's city names (CLDR exemplar cities); without them, cities read as their ids spell them. */
  cities?: ZoneCityTable;
  /** The member's zone (their answer, else the browser's): its group's option becomes this zone, named with its city. */
  memberZone?: string;
}

interface OptionParts {
  now: Date;
  offsetNow: number;
  dstActive: boolean;
  locale: string;
  cities?: ZoneCityTable;
  withCity?: boolean;
}

function optionAt(entry: TimeZoneEntry, { now, offsetNow, dstActive, locale, cities, withCity = false }: OptionParts): TimeZoneOption {
  // The interface language's own short time ("1:05 PM", "13:05", "13 h 05"), on the zone's wall clock from our data.
  const localTime = wallClockTime(now.getTime(), offsetNow, locale);
  const name = dstActive ? entry.dstName : entry.name;
  const city = withCity ? zoneCityName(entry.timezone, cities) : undefined;
  const zoneName = city === undefined ? name : `${name} – ${city}`;
  return { ...entry, zoneName, optValue: timeZoneOptValue(entry, dstActive), optLabel: `${zoneName} (${localTime})` };
}

/** The entry as an option at `now` in `locale`: DST is judged in the entry's own `timezone`; the label shows its local time. */
export function toTimeZoneOption(entry: TimeZoneEntry, now: Date, locale = 'en-US'): TimeZoneOption {
  return optionAt(entry, { now, offsetNow: offsetAt(entry.timezone, now) ?? 0, dstActive: isDstAt(entry.timezone, now), locale });
}

/** The entry led by the member's zone when it is one of the group's listed zones (Toronto rather than New York). */
function ledBy(entry: TimeZoneEntry, memberZone: string | undefined): { entry: TimeZoneEntry; own: boolean } {
  if (!memberZone || !entry.aliasList.includes(memberZone)) return { entry, own: false };
  // An unlisted alias (US/Eastern, Asia/Calcutta) keeps the group's lead, which is the same zone.
  return { entry: isSupportedZone(memberZone) ? { ...entry, timezone: memberZone } : entry, own: true };
}

const collators = new Map<string, Intl.Collator>();

/**
 * The interface language's collation, so names sort as a reader of that language expects ("Hora de…" by letters, not
 * code units); one per language, kept: building the first costs a slow phone tens of milliseconds.
 */
export function zoneNameCollator(locale: string): Intl.Collator {
  const language = dateLocale(locale);
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(language);
    collators.set(language, collator);
  }
  return collator;
}

/** The sort offset: `dstOffset` while DST is active in the entry's zone at `now`, otherwise `utcOffset`. */
export function sortOffset(entry: TimeZoneEntry, now: Date): number {
  return isDstAt(entry.timezone, now) ? entry.dstOffset : entry.utcOffset;
}

/**
 * All supported time zones as options at `now` in `locale`, sorted west to east by their offset now, then by name in
 * the locale's collation. Each is named as it is at `now` (summer name on summer time); names two options share, and
 * the member's own zone, carry the zone's city in the locale's language.
 */
export function timeZoneOptions(now: Date, locale = 'en-US', context: TimeZoneOptionsContext = {}): TimeZoneOption[] {
  const collator = zoneNameCollator(locale);
  const states = supportedTimeZones(now, locale).map((listed) => {
    const { entry, own } = ledBy(listed, context.memberZone);
    // Entries are built for the year of `now`: their utcOffset is the standard offset isDstAt would look up again.
    const offsetNow = offsetAt(entry.timezone, now) ?? entry.utcOffset;
    const dstActive = offsetNow > entry.utcOffset;
    return { entry, own, offsetNow, dstActive, name: dstActive ? entry.dstName : entry.name };
  });
  const uses = new Map<string, number>();
  for (const { name } of states) uses.set(name, (uses.get(name) ?? 0) + 1);
  return states
    .map(({ entry, own, offsetNow, dstActive, name }) => ({
      option: optionAt(entry, { now, offsetNow, dstActive, locale, cities: context.cities, withCity: own || (uses.get(name) ?? 0) > 1 }),
      offset: dstActive ? entry.dstOffset : entry.utcOffset,
    }))
    .sort((a, b) => a.offset - b.offset || collator.compare(a.option.zoneName, b.option.zoneName) || compareCodeUnits(a.option.timezone, b.option.timezone))
    .map(({ option }) => option);
}
