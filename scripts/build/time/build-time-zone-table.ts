import { compareCodeUnits } from '../../../src/time/compare-code-units';
import { buildTimeZoneEntries } from './build-time-zone-entries';
import type { TimeZoneGroup, TimeZoneTable, TimeZoneTableRow } from '../../../src/time/time-zone-table';

/** The time-zone table for `from`..`to` in `locales`: each year's entries, their groups shared, equal years folded into one row. */
export function buildTimeZoneTable(from: number, to: number, locales: readonly string[]): TimeZoneTable {
  const groups: TimeZoneGroup[] = [];
  const groupIndex = new Map<string, number>();
  const indexOf = (group: TimeZoneGroup): number => {
    const key = JSON.stringify(group);
    let index = groupIndex.get(key);
    if (index === undefined) {
      index = groups.push(group) - 1;
      groupIndex.set(key, index);
    }
    return index;
  };
  const table: TimeZoneTable = { years: [from, to], groups, locales: {} };
  for (const locale of locales) {
    const rows: { row: TimeZoneTableRow; utcOffset: number; dstOffset: number; name: string }[] = [];
    const open = new Map<string, TimeZoneTableRow>();
    for (let year = from; year <= to; year += 1) {
      for (const entry of buildTimeZoneEntries(year, locale)) {
        const group = indexOf([entry.timezone, entry.utcOffset, entry.dstOffset, entry.countries, entry.aliasList]);
        const key = JSON.stringify([group, entry.name, entry.dstName]);
        const last = open.get(key);
        if (last && last[1] === year - 1) {
          last[1] = year;
          continue;
        }
        const row: TimeZoneTableRow = entry.dstName === entry.name ? [year, year, group, entry.name] : [year, year, group, entry.name, entry.dstName];
        open.set(key, row);
        rows.push({ row, utcOffset: entry.utcOffset, dstOffset: entry.dstOffset, name: entry.name });
      }
    }
    // Sorted as each year's list is, so that one year's rows, read in order, need no sorting in the browser.
    rows.sort((a, b) => a.utcOffset - b.utcOffset || a.dstOffset - b.dstOffset || compareCodeUnits(a.name, b.name) || a.row[0] - b.row[0]);
    table.locales[locale] = rows.map(({ row }) => row);
  }
  return table;
}
