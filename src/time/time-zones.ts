import { SUPPORTED_ZONE_IDS } from './supported-zone-ids';
import { catalogZones } from './zone-catalog';
import type { CatalogZone } from './zone-catalog';
import { zoneNameLocale } from './zone-name-locale';
import { zoneNames } from './zone-names';
import { offsetReader, offsetString, yearProbes } from './zone-offsets';

/** A supported time zone: zones sharing a display name and offsets, merged (SPEC §3 "Supported time zone entry"). */
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

interface NamedZone {
  zone: CatalogZone;
  name: string;
  dstName: string;
  utcOffset: number;
  dstOffset: number;
}

function nameZone(zone: CatalogZone, year: number, probes: readonly [Date, Date], locale: string): NamedZone | null {
  const offsetOf = offsetReader(zone.id);
  const names = zoneNames(zone.id, year, locale);
  if (!offsetOf || !names) return null;
  const januaryOffset = offsetOf(probes[0].getTime());
  const julyOffset = offsetOf(probes[1].getTime());
  const utcOffset = Math.min(januaryOffset, julyOffset);
  const dstOffset = Math.max(januaryOffset, julyOffset);
  // Precomputed from Intl at build time (no Intl here), so Node and every browser name zones alike.
  const name = names.standard;
  const dstName = utcOffset === dstOffset ? name : names.daylight;
  if (!name || !dstName || name.includes('GMT') || dstName.includes('GMT')) return null;
  return { zone, name, dstName, utcOffset, dstOffset };
}

function toEntry(group: NamedZone[]): TimeZoneEntry {
  // The most populous zone stands for the group (New York for Eastern time); a link yields to its target, then ids decide.
  const ranks = (a: NamedZone, b: NamedZone) =>
    b.zone.population - a.zone.population || Number(a.zone.isLink) - Number(b.zone.isLink) || compare(a.zone.id, b.zone.id);
  const lead = group.reduce((best, member) => (ranks(member, best) < 0 ? member : best));
  return {
    timezone: lead.zone.id,
    name: lead.name,
    dstName: lead.dstName,
    countries: unique(group.flatMap((member) => member.zone.countries)),
    aliasList: unique(group.flatMap((member) => [member.zone.id, ...member.zone.aliases])),
    utcOffset: lead.utcOffset,
    dstOffset: lead.dstOffset,
    utcOffsetStr: offsetString(lead.utcOffset),
    dstOffsetStr: offsetString(lead.dstOffset),
  };
}

function buildEntries(year: number, locale: string): readonly TimeZoneEntry[] {
  const groups = new Map<string, NamedZone[]>();
  const probes = yearProbes(year);
  for (const zone of catalogZones()) {
    const named = nameZone(zone, year, probes, locale);
    if (!named) continue;
    // Keyed by name and offsets, not name alone, so that Phoenix (no DST) is not merged into Denver's Mountain time.
    const key = `${named.name}|${named.utcOffset}|${named.dstOffset}`;
    const group = groups.get(key);
    if (group) group.push(named);
    else groups.set(key, [named]);
  }
  return [...groups.values()]
    .map(toEntry)
    .sort((a, b) => a.utcOffset - b.utcOffset || a.dstOffset - b.dstOffset || compare(a.name, b.name));
}

const cache = new Map<string, readonly TimeZoneEntry[]>();

/** Supported time zones for the year of `now`, named in `locale` (via zoneNameLocale), sorted by standard offset then name. */
export function supportedTimeZones(now: Date, locale = 'en-US'): readonly TimeZoneEntry[] {
  // Entries depend only on the year and locale, so each pair is built once (about a millisecond).
  const namesLocale = zoneNameLocale(locale);
  const key = `${now.getUTCFullYear()}|${namesLocale}`;
  let entries = cache.get(key);
  if (!entries) {
    entries = buildEntries(now.getUTCFullYear(), namesLocale);
    cache.set(key, entries);
  }
  return entries;
}

const LISTED = new Set(SUPPORTED_ZONE_IDS);

/** Whether `zoneId` is one a country lists (SUPPORTED_ZONE_IDS); the option list is a subset, minus GMT-named zones. */
export function isSupportedZone(zoneId: string): boolean {
  return LISTED.has(zoneId);
}

function unique(values: string[]): string[] {
  return [...new Set(values)].sort(compare);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
