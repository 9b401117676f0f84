import { buildTimeZoneEntries } from './build-time-zone-entries';
import { buildTimeZoneTable } from './build-time-zone-table';
import committed from '../../../src/time/generated/time-zone-table.json';
import { supportedTimeZones } from '../../../src/time/time-zones';
import { ZONE_DATA_YEARS } from '../../../src/time/zone-data-years';
import { ZONE_NAME_LOCALES } from '../../../src/time/zone-name-locale';

const { from, to } = ZONE_DATA_YEARS;
const YEARS = Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe('buildTimeZoneTable', () => {
  it('folds the years a zone keeps its names and offsets into one row, and starts a row where they change', () => {
    const table = buildTimeZoneTable(2022, 2026, ['en-US']);
    const rowsOf = (zoneId: string) =>
      table.locales['en-US'].filter((row) => table.groups[row[2]][4].includes(zoneId)).map((row) => [row[0], row[1], table.groups[row[2]][1], table.groups[row[2]][2], ...row.slice(3)])
        .sort((a, b) => Number(a[0]) - Number(b[0]));
    expect(rowsOf('America/New_York')).toEqual([[2022, 2026, -300, -240, 'Eastern Standard Time', 'Eastern Daylight Time']]);
    // Greenland moved to -02:00 in 2023 and Intl renamed its zone in 2024 and 2025: each change starts a row.
    expect(rowsOf('America/Nuuk')).toEqual([
      [2022, 2022, -180, -120, 'West Greenland Standard Time', 'West Greenland Summer Time'],
      [2023, 2023, -180, -120, 'West Greenland Standard Time'],
      [2024, 2024, -120, -60, 'West Greenland Standard Time', 'Greenland Summer Time'],
      [2025, 2026, -120, -60, 'Greenland Standard Time', 'Greenland Summer Time'],
    ]);
  });

  // Stale after a Node (ICU) or moment-timezone upgrade: run `npm run tables` and commit the result.
  it('matches the committed src/time/generated/time-zone-table.json', () => {
    expect(buildTimeZoneTable(from, to, ZONE_NAME_LOCALES)).toEqual(committed);
  });
});

describe('supportedTimeZones, read from the table', () => {
  it.each(ZONE_NAME_LOCALES)('gives in %s every year exactly the entries built from moment-timezone and Intl', (locale) => {
    for (const year of YEARS) {
      expect([year, supportedTimeZones(new Date(Date.UTC(year, 5, 1)), locale)]).toEqual([year, buildTimeZoneEntries(year, locale)]);
    }
  });

  it.each([[from - 30, from], [to + 100, to]])('reads the nearest year the table covers for %p', (year, nearest) => {
    expect(supportedTimeZones(new Date(Date.UTC(year, 0, 15)))).toEqual(supportedTimeZones(new Date(Date.UTC(nearest, 0, 15))));
  });
});
