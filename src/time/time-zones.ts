// Built by scripts/build/build-zone-names.ts; build-time-zone-table.test.ts fails when it is stale.
import table from './generated/time-zone-table.json';
import { SUPPORTED_ZONE_IDS } from './supported-zone-ids';
import type { TimeZoneEntry } from './time-zone-entry';
import type { TimeZoneTable } from './time-zone-table';
import { zoneNameLocale } from './zone-name-locale';
import { offsetString } from './zone-offsets';

const TABLE = table as unknown as TimeZoneTable;

function entriesOf(year: number, locale: string): readonly TimeZoneEntry[] {
  const entries: TimeZoneEntry[] = [];
  for (const [first, last, group, name, dstName] of TABLE.locales[locale] ?? []) {
    if (year < first || year > last) continue;
    const [timezone, utcOffset, dstOffset, countries, aliasList] = TABLE.groups[group];
    entries.push({
      timezone, name, dstName: dstName ?? name, countries, aliasList, utcOffset, dstOffset,
      utcOffsetStr: offsetString(utcOffset), dstOffsetStr: offsetString(dstOffset),
    });
  }
  return Object.freeze(entries);
}

const cache = new Map<string, readonly TimeZoneEntry[]>();

/**
 * Supported time zones for the year of `now` (the table's nearest year outside 2020–2036), named in `locale` (via
 * zoneNameLocale), sorted by standard offset, DST offset, then name: looked up in the precomputed table.
 */
export function supportedTimeZones(now: Date, locale = 'en-US'): readonly TimeZoneEntry[] {
  const namesLocale = zoneNameLocale(locale);
  const [from, to] = TABLE.years;
  const year = Math.min(Math.max(now.getUTCFullYear(), from), to);
  const key = `${year}|${namesLocale}`;
  let entries = cache.get(key);
  if (!entries) {
    entries = entriesOf(year, namesLocale);
    cache.set(key, entries);
  }
  return entries;
}

const LISTED = new Set(SUPPORTED_ZONE_IDS);

/** Whether `zoneId` is one a country lists (SUPPORTED_ZONE_IDS); the option list is a subset, minus GMT-named zones. */
export function isSupportedZone(zoneId: string): boolean {
  return LISTED.has(zoneId);
}
