// Built by scripts/build/build-zone-names.ts from moment-timezone's full data, so Node and the browser (trimmed data) agree.
import table from './generated/zone-catalog.json';

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

const CATALOG: readonly CatalogZone[] = Object.freeze(table as CatalogZone[]);

/** The zones some country lists, by id, each with its aliases. */
export function catalogZones(): readonly CatalogZone[] {
  return CATALOG;
}
