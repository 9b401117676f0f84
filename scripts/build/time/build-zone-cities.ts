import { zoneIdCity } from '../../../src/time/zone-city';
import type { ZoneCityTable } from '../../../src/time/zone-city';

/** CLDR's `dates.timeZoneNames.zone` tree of one locale: areas and cities down to `{ exemplarCity }` leaves. */
export interface CldrZoneTree {
  [part: string]: CldrZoneTree | string | undefined;
}

/** CLDR locales to read for an interface locale, nearest first: "pt-PT" → ["pt-PT", "pt"]. */
export function cldrLocaleChain(locale: string): string[] {
  const language = locale.split('-')[0];
  return language === locale ? [locale] : [locale, language];
}

function exemplarCity(tree: CldrZoneTree | undefined, zoneId: string): string | undefined {
  let node: CldrZoneTree | string | undefined = tree;
  for (const part of zoneId.split('/')) node = typeof node === 'object' ? node[part] : undefined;
  const city = typeof node === 'object' ? node.exemplarCity : undefined;
  return typeof city === 'string' ? city : undefined;
}

/**
 * The city names of `zones` in `locale` (build time only): CLDR's exemplar city of the zone's id or, where CLDR keys
 * it by an older id (Asia/Calcutta for Asia/Kolkata), of an alias, read along cldrLocaleChain. Only names that differ
 * from the id's own are kept; zoneCity falls back to the id's name, so the table stays small.
 */
export function buildZoneCities(
  zones: readonly { id: string; aliases: readonly string[] }[],
  locale: string,
  cldr: Readonly<Record<string, CldrZoneTree>>,
): ZoneCityTable {
  const table: Record<string, string> = {};
  for (const zone of zones) {
    let city: string | undefined;
    for (const cldrLocale of cldrLocaleChain(locale)) {
      for (const id of [zone.id, ...zone.aliases]) city ??= exemplarCity(cldr[cldrLocale], id);
      if (city) break;
    }
    if (city && city !== zoneIdCity(zone.id)) table[zone.id] = city;
  }
  return table;
}
