// Built by scripts/build/build-zone-names.ts with Intl in Node; build-zone-names.test.ts fails when it is stale.
import table from './generated/zone-names.json';

/** The names a zone has from one year on: [fromYear, standard], or [fromYear, standard, daylight] when they differ. */
export type ZoneNameRun = [number, string] | [number, string, string];

/** Zone id → locale → that zone's name runs in that locale, oldest first (grouped by zone, it compresses best). */
export type ZoneNameTable = Record<string, Record<string, ZoneNameRun[]>>;

/** A zone's long standard and daylight names, e.g. "Eastern Standard Time" and "Eastern Daylight Time". */
export interface ZoneNames {
  standard: string;
  daylight: string;
}

const TABLE = table as unknown as ZoneNameTable;

/** The names of `zoneId` in `year` (clamped to the table's years) in a precomputed `locale`; null when it has none. */
export function zoneNames(zoneId: string, year: number, locale: string): ZoneNames | null {
  const byLocale = Object.hasOwn(TABLE, zoneId) ? TABLE[zoneId] : undefined;
  const runs = byLocale && Object.hasOwn(byLocale, locale) ? byLocale[locale] : [];
  if (runs.length === 0) return null;
  let run = runs[0];
  for (const candidate of runs) if (candidate[0] <= year) run = candidate;
  return { standard: run[1], daylight: run[2] ?? run[1] };
}
