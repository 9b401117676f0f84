// The same data file moment-timezone loads itself, read here because its API cannot tell a canonical zone from a link.
import packed from 'moment-timezone/data/packed/latest.json';

/** A canonical zone that belongs to at least one country, with the link names that point at it. */
export interface CatalogZone {
  id: string;
  /** Link (alias) ids that resolve to this zone, e.g. "Asia/Calcutta" for "Asia/Kolkata"; sorted. */
  aliases: string[];
  /** ISO country codes listing this zone or one of its aliases; sorted. */
  countries: string[];
  population: number;
}

interface PackedData {
  zones: string[];
  links: string[];
  countries: string[];
}

function buildCatalog(data: PackedData): CatalogZone[] {
  // Packed formats: zone "Id|abbrs|offsets|indices|untils|population", link "Target|Alias", country "CC|Id Id ...".
  const populations = new Map(data.zones.map((z) => {
    const fields = z.split('|');
    return [fields[0], Number(fields[5]) || 0] as const;
  }));
  const targetOf = new Map(data.links.map((l) => {
    const [target, alias] = l.split('|');
    return [alias, target] as const;
  }));
  const countriesOf = new Map<string, Set<string>>();
  for (const row of data.countries) {
    const [code, ids] = row.split('|');
    for (const id of ids.split(' ')) {
      const canonical = targetOf.get(id) ?? id;
      if (!populations.has(canonical)) continue;
      const set = countriesOf.get(canonical) ?? new Set<string>();
      set.add(code);
      countriesOf.set(canonical, set);
    }
  }
  const aliasesOf = new Map<string, string[]>();
  for (const [alias, target] of targetOf) {
    if (countriesOf.has(target)) aliasesOf.set(target, [...(aliasesOf.get(target) ?? []), alias]);
  }
  return [...countriesOf.keys()].sort().map((id) => ({
    id,
    aliases: (aliasesOf.get(id) ?? []).sort(),
    countries: [...(countriesOf.get(id) ?? [])].sort(),
    population: populations.get(id) ?? 0,
  }));
}

const CATALOG: readonly CatalogZone[] = buildCatalog(packed);

/** Canonical moment-timezone zones that belong to a country, sorted by id. */
export function catalogZones(): readonly CatalogZone[] {
  return CATALOG;
}
