import moment from 'moment-timezone';
import type { CatalogZone } from '../../../src/time/zone-catalog';
import legacyZoneIds from './legacy-zone-ids.json';

/** Legacy ids and the listed zone they were renamed to (tzdata `backward`), where the data now lives elsewhere. */
export const LEGACY_ZONE_IDS: Readonly<Record<string, string>> = legacyZoneIds;

// Build time only: the browser's trimmed data merges zones that agree within its years, which would change aliases,
// populations and links, so the catalog is built from the full data once and committed (see zone-catalog.ts).

/**
 * The catalog of `ids` from moment-timezone's (full) data and its `links` ("Target|Alias"). A legacy id goes to the
 * zone it was renamed to (`renames`: Pacific/Truk → Pacific/Chuuk), not to whichever zone holds the data today
 * (Port Moresby), so it is named as its own zone.
 */
export function buildZoneCatalog(ids: readonly string[], links: readonly string[], renames: Readonly<Record<string, string>> = LEGACY_ZONE_IDS): CatalogZone[] {
  // Packed link format: "Target|Alias", where Target is the zone that holds the data.
  const dataOf = new Map(
    links.map((link) => {
      const [target, alias] = link.split('|');
      return [alias, target] as const;
    }),
  );
  const dataId = (id: string) => dataOf.get(id) ?? id;
  const listed = new Set(ids);
  // Each unlisted id goes to one listed id only: the one holding the data itself, else the first sharing it.
  const ownerOfData = new Map<string, string>();
  for (const id of [...ids].sort()) {
    if (!ownerOfData.has(dataId(id)) || dataId(id) === id) ownerOfData.set(dataId(id), id);
  }
  const aliasesOf = new Map<string, string[]>();
  for (const name of new Set([...dataOf.keys(), ...dataOf.values()])) {
    const renamed = Object.hasOwn(renames, name) ? renames[name] : undefined;
    const owner = renamed !== undefined && listed.has(renamed) && dataId(renamed) === dataId(name) ? renamed : ownerOfData.get(dataId(name));
    if (owner && !listed.has(name)) aliasesOf.set(owner, [...(aliasesOf.get(owner) ?? []), name]);
  }
  return [...ids].sort().flatMap((id) => {
    const zone = moment.tz.zone(id);
    if (!zone) return [];
    return [
      {
        id,
        aliases: (aliasesOf.get(id) ?? []).sort(),
        countries: zone.countries().sort(),
        population: zone.population || 0,
        isLink: dataId(id) !== id,
      },
    ];
  });
}
