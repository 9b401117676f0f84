import { supportedTimeZones } from '../../time/time-zones';
import { offsetAt } from '../../time/zone-offsets';

/**
 * The pieces that make the time-zone list quick to build in `language`: each listed zone's rules read (unpacked from
 * the zone data) once, a zone per piece. Lives beside the widget, in its chunk, so the first step never loads it.
 */
export function timeZoneWarmUp(language: string, now: Date = new Date()): (() => unknown)[] {
  return supportedTimeZones(now, language).map((entry) => () => offsetAt(entry.timezone, now));
}
