import moment from 'moment-timezone/moment-timezone-utils';
import type { PackedZoneData } from '../../../src/time/packed-zone-data';

// Build time only: webpack gives the browser bundle this cut instead of the full data (see scripts/build/build-zone-data.ts).

/** moment-timezone data cut to `fromYear`–`toYear`, each link pointing straight at the zone holding the data. */
export function trimmedZoneData(full: PackedZoneData, fromYear: number, toYear: number): PackedZoneData {
  const unpacked = {
    version: full.version,
    zones: full.zones.map((zone) => moment.tz.unpack(zone)),
    links: full.links,
    countries: full.countries.map((country) => {
      const [name, zones] = country.split('|');
      return { name, zones: zones.split(' ') };
    }),
  };
  // filterLinkPack merges zones whose trimmed data is equal into links, but leaves older links pointing at the merged
  // ones ("America/Toronto|Canada/Eastern" once Toronto is a link to New York); moment.tz resolves one level only.
  const trimmed = moment.tz.filterLinkPack(unpacked, fromYear, toYear) as moment.PackedZoneBundle & { countries: string[] };
  return { version: trimmed.version, zones: trimmed.zones, links: flatLinks(trimmed.zones, trimmed.links), countries: trimmed.countries };
}

function flatLinks(zones: readonly string[], links: readonly string[]): string[] {
  const neighbours = new Map<string, string[]>();
  for (const link of links) {
    const [a, b] = link.split('|');
    neighbours.set(a, [...(neighbours.get(a) ?? []), b]);
    neighbours.set(b, [...(neighbours.get(b) ?? []), a]);
  }
  const flat: string[] = [];
  const seen = new Set<string>();
  for (const target of zones.map((zone) => zone.split('|')[0])) {
    // Each group of linked names holds exactly one zone with data: walk from it to every name in the group.
    const queue = [target];
    seen.add(target);
    while (queue.length > 0) {
      const name = queue.shift() as string;
      for (const next of neighbours.get(name) ?? []) {
        if (seen.has(next)) continue;
        seen.add(next);
        flat.push(`${target}|${next}`);
        queue.push(next);
      }
    }
  }
  return flat.sort();
}
