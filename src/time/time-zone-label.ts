import { timeZoneOptions } from './time-zone-options';
import type { ZoneCityTable } from './zone-city';

/**
 * The name a member reads for a stored zone id at `now` in `locale`, as the time-zone list shows it (without the
 * local time): "Eastern Daylight Time"; aliases and legacy ids (US/Eastern, Pacific/Truk) included. Undefined for
 * an id no option holds. A city the name needs is `cities`' (the locale's), else the id's own.
 */
export function timeZoneLabel(zoneId: string, now: Date, locale: string, cities?: ZoneCityTable): string | undefined {
  // Listed as the member's own zone, so a shared name carries her city (Toronto), not the group's lead (New York).
  return timeZoneOptions(now, locale, { cities, memberZone: zoneId }).find((option) => option.timezone === zoneId || option.aliasList.includes(zoneId))?.zoneName;
}
