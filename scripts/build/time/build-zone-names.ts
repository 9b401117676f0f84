import { zoneDisplayName } from './zone-display-name';
import type { ZoneNameRun, ZoneNameTable, ZoneNames } from '../../../src/time/zone-names';
import { offsetAt, yearProbes } from '../../../src/time/zone-offsets';

function yearNames(zoneId: string, year: number, locale: string): ZoneNames | null {
  const [january, july] = yearProbes(year);
  const januaryOffset = offsetAt(zoneId, january);
  const julyOffset = offsetAt(zoneId, july);
  if (januaryOffset === null || julyOffset === null) return null;
  const januaryName = zoneDisplayName(zoneId, january, locale);
  const julyName = zoneDisplayName(zoneId, july, locale);
  // The standard name is the one at the smaller offset: January's up north, July's down south.
  if (januaryOffset === julyOffset) return { standard: januaryName, daylight: januaryName };
  return julyOffset < januaryOffset ? { standard: julyName, daylight: januaryName } : { standard: januaryName, daylight: julyName };
}

function yearRun(year: number, names: ZoneNames): ZoneNameRun {
  return names.daylight === names.standard ? [year, names.standard] : [year, names.standard, names.daylight];
}

/** Intl's names of each of `ids` in each of `locales` for `fromYear`–`toYear`, as runs of equal years (build time only). */
export function buildZoneNames(ids: readonly string[], locales: readonly string[], fromYear: number, toYear: number): ZoneNameTable {
  const table: ZoneNameTable = {};
  for (const id of ids) {
    const byLocale: Record<string, ZoneNameRun[]> = {};
    for (const locale of locales) {
      const runs: ZoneNameRun[] = [];
      for (let year = fromYear; year <= toYear; year += 1) {
        const names = yearNames(id, year, locale);
        if (!names) continue;
        const last = runs[runs.length - 1];
        if (!last || last[1] !== names.standard || (last[2] ?? last[1]) !== names.daylight) runs.push(yearRun(year, names));
      }
      if (runs.length > 0) byLocale[locale] = runs;
    }
    if (Object.keys(byLocale).length > 0) table[id] = byLocale;
  }
  return table;
}
