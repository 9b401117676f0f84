import { timeZoneOptions, zoneNameCollator } from '../../../time/time-zone-options';
import { supportedTimeZones } from '../../../time/time-zones';
import { wallClockTime } from '../../../time/wall-clock-time';
import { offsetAt } from '../../../time/zone-offsets';
import { browserZone } from './browser-zone';
import { loadZoneCities, loadedZoneCities } from './zone-cities';

/**
 * The pieces that make the time-zone list quick to build in `language`: its city names fetched, each listed zone's
 * rules read (unpacked from the zone data) once, a zone per piece, then the language's collation and clock format
 * (each of which a slow phone takes tens of milliseconds to build the first time), then the list as the step will
 * show it. Lives beside the widget, in its chunk, so the first step never loads it.
 */
export function timeZoneWarmUp(language: string, now: Date = new Date()): (() => unknown)[] {
  const zones = supportedTimeZones(now, language).map((entry) => () => offsetAt(entry.timezone, now));
  return [
    // The language's city names come with the zones, so the step shows them from its first paint.
    () => loadZoneCities(language),
    ...zones,
    () => zoneNameCollator(language),
    () => wallClockTime(now.getTime(), 0, language),
    () => timeZoneOptions(now, language, { cities: loadedZoneCities(language), memberZone: browserZone() }),
  ];
}
