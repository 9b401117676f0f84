import { compareCodeUnits } from '../../../src/time/compare-code-units';
import { catalogZones } from '../../../src/time/zone-catalog';
import type { CatalogZone } from '../../../src/time/zone-catalog';
import { zoneNames } from '../../../src/time/zone-names';
import { offsetReader, offsetString, yearProbes } from '../../../src/time/zone-offsets';
import type { TimeZoneEntry } from '../../../src/time/time-zone-entry';

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
    b.zone.population - a.zone.population || Number(a.zone.isLink) - Number(b.zone.isLink) || compareCodeUnits(a.zone.id, b.zone.id);
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

/**
 * The supported time zones of `year` named in `locale` (one of ZONE_NAME_LOCALES), from moment-timezone's full data and
 * the precomputed zone names: zones sharing a name and offsets merged, sorted by standard offset, DST offset, then name.
 * Build time only (scripts/build/build-zone-names.ts): it unpacks every listed zone, too slow for a member's browser.
 */
export function buildTimeZoneEntries(year: number, locale: string): TimeZoneEntry[] {
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
    .sort((a, b) => a.utcOffset - b.utcOffset || a.dstOffset - b.dstOffset || compareCodeUnits(a.name, b.name));
}

function unique(values: string[]): string[] {
  return [...new Set(values)].sort(compareCodeUnits);
}
