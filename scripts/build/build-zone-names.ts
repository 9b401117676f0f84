/**
 * `npm run tables`: precomputes the committed time-zone tables: zone names (Intl, five UI locales), the zone catalog
 * (moment-timezone's full data), each UI locale's city names (CLDR's exemplar cities, src/time/generated/zone-cities/)
 * and, from both, the supported time zones of every year and locale (time-zone-table.json) into src/time/generated/
 * (with the supported zone ids; build-zone-names.test.ts fails when they are stale). Run by hand after a Node (ICU),
 * moment-timezone or CLDR upgrade and committed; no build runs it, because Intl's names differ between Node releases
 * and a start must never rewrite a tracked file (scripts/build/build-zone-data.ts writes the browser's data).
 */
import fs from 'fs';
import path from 'path';
import packed from 'moment-timezone/data/packed/latest.json';
import { buildZoneCatalog } from './time/build-zone-catalog';
import { buildTimeZoneTable } from './time/build-time-zone-table';
import { buildZoneNames } from './time/build-zone-names';
import { buildZoneCities } from './time/build-zone-cities';
import { buildZoneCountries } from './time/build-zone-countries';
import { CLDR_ZONE_TREES } from './time/cldr-zone-trees';
import { catalogZones } from '../../src/time/zone-catalog';
import { zoneIdsOfCountries } from '../../src/time/zone-ids-of-countries';
import { ZONE_DATA_YEARS } from '../../src/time/zone-data-years';
import type { TimeZoneTable } from '../../src/time/time-zone-table';
import { ZONE_NAME_LOCALES } from '../../src/time/zone-name-locale';

const root = path.resolve(__dirname, '../..');

/** JSON with one line per entry (two levels deep for an object of objects), so diffs of the committed tables stay readable. */
function lineJson(value: unknown): string {
  const line = (entries: [string, unknown][], indent: string) =>
    entries.map(([key, item]) => `${indent}${JSON.stringify(key)}: ${JSON.stringify(item)}`).join(',\n');
  if (Array.isArray(value)) return `[\n${value.map((item) => `  ${JSON.stringify(item)}`).join(',\n')}\n]\n`;
  const outer = Object.entries(value as Record<string, Record<string, unknown>>).map(
    ([key, inner]) => `  ${JSON.stringify(key)}: {\n${line(Object.entries(inner), '    ')}\n  }`,
  );
  return `{\n${outer.join(',\n')}\n}\n`;
}

/** The time-zone table with one line per group and per row, so a change of names or offsets reads as a small diff. */
function tableJson(table: TimeZoneTable): string {
  const lines = (items: unknown[], indent: string) => items.map((item) => `${indent}${JSON.stringify(item)}`).join(',\n');
  const locales = Object.entries(table.locales).map(([locale, rows]) => `    ${JSON.stringify(locale)}: [\n${lines(rows, '      ')}\n    ]`);
  return `{\n  "years": ${JSON.stringify(table.years)},\n  "groups": [\n${lines(table.groups, '    ')}\n  ],\n  "locales": {\n${locales.join(',\n')}\n  }\n}\n`;
}

function write(relative: string, text: string): void {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const unchanged = fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text;
  if (!unchanged) fs.writeFileSync(file, text);
  console.log(`${unchanged ? 'unchanged' : 'wrote    '} ${relative} (${(text.length / 1024).toFixed(1)} KiB)`);
}

function main(): void {
  const { from, to } = ZONE_DATA_YEARS;
  const SUPPORTED_ZONE_IDS = zoneIdsOfCountries();
  write('src/time/generated/supported-zone-ids.json', lineJson(SUPPORTED_ZONE_IDS));
  write('src/time/generated/zone-names.json', lineJson(buildZoneNames(SUPPORTED_ZONE_IDS, ZONE_NAME_LOCALES, from, to)));
  write('src/time/generated/zone-catalog.json', lineJson(buildZoneCatalog(SUPPORTED_ZONE_IDS, packed.links)));
  write('src/time/generated/zone-countries.json', `${JSON.stringify(buildZoneCountries(catalogZones()), null, 1)}\n`);
  // After the catalog: the city tables read its aliases (CLDR keys some zones by an older id).
  for (const locale of ZONE_NAME_LOCALES) {
    write(`src/time/generated/zone-cities/${locale}.json`, `${JSON.stringify(buildZoneCities(catalogZones(), locale, CLDR_ZONE_TREES), null, 1)}\n`);
  }
  write('src/time/generated/time-zone-table.json', tableJson(buildTimeZoneTable(from, to, ZONE_NAME_LOCALES)));
}

main();
