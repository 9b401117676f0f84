import { timeZoneOptValue } from './time-zone-options';
import type { TimeZoneOption } from './time-zone-options';

/** The option with this optValue; a value saved in the other season (standard vs DST name) still matches. */
export function findTimeZoneOption(options: readonly TimeZoneOption[], optValue: string): TimeZoneOption | undefined {
  return (
    options.find((option) => option.optValue === optValue) ??
    // optValue names the zone by its DST name only while DST is on, so a value stored in winter differs in summer.
    options.find((option) => timeZoneOptValue(option, false) === optValue || timeZoneOptValue(option, true) === optValue)
  );
}

/** The zone id (`timezone`) for an optValue, e.g. "-05:00/-04:00/EasternDaylightTime" → "America/New_York". */
export function timeZoneForOptValue(options: readonly TimeZoneOption[], optValue: string): string | undefined {
  return findTimeZoneOption(options, optValue)?.timezone;
}
