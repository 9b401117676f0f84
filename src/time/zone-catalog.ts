import moment from 'moment-timezone';
// The links table of the data moment-timezone loads itself; its API resolves links but never lists them.
import packed from 'moment-timezone/data/packed/latest.json';
import { SUPPORTED_ZONE_IDS } from './supported-zone-ids';

/** A zone id some country lists (SUPPORTED_ZONE_IDS), with the other ids that share its data. */
export interface CatalogZone {
  id: string;
  /** Unlisted ids with the same data, e.g. "Asia/Calcutta" for "Asia/Kolkata"; sorted. */
  aliases: string[];
  /** ISO country codes listing this id; sorted. */
  countries: string[];
  /** Population of the data's zone; a link shares its target's, so `isLink` breaks such ties. */
  population: number;
  /** Whether moment-timezone holds this id as a link to another zone's data (America/Creston → America/Phoenix). */
  isLink: boolean;
}

function buildCatalog(ids: readonly string[], links: readonly string[]): CatalogZone[] {
  // Packed link format: "Target|Alias", where Target is the zone that holds the data.
  const dataOf = new Map(links.map((link) => {
    const [target, alias] = link.split('|');
    return [alias, target] as const;
  }));
  const dataId = (id: string) => dataOf.get(id) ?? id;
  const listed = new Set(ids);
  // Each unlisted id goes to one listed id only: the one holding the data itself, else the first sharing it.
  const ownerOfData = new Map<string, string>();
  for (const id of [...ids].sort()) {
    if (!ownerOfData.has(dataId(id)) || dataId(id) === id) ownerOfData.set(dataId(id), id);
  }
  const aliasesOf = new Map<string, string[]>();
  for (const name of new Set([...dataOf.keys(), ...dataOf.values()])) {
    const owner = ownerOfData.get(dataId(name));
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

const CATALOG: readonly CatalogZone[] = buildCatalog(SUPPORTED_ZONE_IDS, packed.links);

/** The zones some country lists, by id, each with its aliases. */
export function catalogZones(): readonly CatalogZone[] {
  return CATALOG;
}
