import { timeZoneOptions } from './time-zone-options';

/**
 * The name a member reads for a stored zone id at `now` in `locale`, as the time-zone list shows it (without the
 * local time): "Eastern Daylight Time"; aliases and legacy ids (US/Eastern, Pacific/Truk) included. Undefined for
 * an id no option holds.
 */
export function timeZoneLabel(zoneId: string, now: Date, locale: string): string | undefined {
  return timeZoneOptions(now, locale).find((option) => option.timezone === zoneId || option.aliasList.includes(zoneId))?.zoneName;
}
