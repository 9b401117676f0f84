/**
 * The build's only time-zone step: writes the browser's trimmed moment-timezone data into build/generated/ (webpack
 * aliases the full data to it). It reads moment-timezone's packed data alone, never the running Node's Intl, so every
 * Node builds the same file; the committed tables that Intl feeds are written by `npm run tables` only, never by a
 * build, start or dev server, so no start rewrites a tracked file whatever Node's ICU data says.
 */
import fs from 'fs';
import path from 'path';
import packed from 'moment-timezone/data/packed/latest.json';
import { trimmedZoneData } from './time/trimmed-zone-data';
import { ZONE_DATA_YEARS } from '../../src/time/zone-data-years';

const file = path.resolve(__dirname, '../../build/generated/moment-timezone-data.json');
const text = JSON.stringify(trimmedZoneData(packed, ZONE_DATA_YEARS.from, ZONE_DATA_YEARS.to));
fs.mkdirSync(path.dirname(file), { recursive: true });
const unchanged = fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text;
if (!unchanged) fs.writeFileSync(file, text);
console.log(`${unchanged ? 'unchanged' : 'wrote    '} build/generated/moment-timezone-data.json (${(text.length / 1024).toFixed(1)} KiB)`);
