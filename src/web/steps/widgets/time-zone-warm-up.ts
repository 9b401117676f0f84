import { supportedTimeZones } from '../../../time/time-zones';
import { offsetAt } from '../../../time/zone-offsets';
import { loadZoneCities } from './zone-cities';

/**
 * The pieces that make the time-zone list quick to build in `language`: its city names fetched, then each listed
 * zone's rules read (unpacked from the zone data) once, a zone per piece. Lives beside the widget, in its chunk, so the first step never loads it.
 */
export function timeZoneWarmUp(language: string, now: Date = new Date()): (() => unknown)[] {
  const zones = supportedTimeZones(now, language).map((entry) => () => offsetAt(entry.timezone, now));
  // The language's city names come with the zones, so the step shows them from its first paint.
  return [() => loadZoneCities(language), ...zones];
}
