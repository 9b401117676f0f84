import moment from 'moment-timezone';
import { offsetReader } from './zone-offsets';
import { zoneCityName, type ZoneCityTable } from './zone-city';

// tzdata writes a numeric abbreviation ("+0545", "-03") for zones that have no letters of their own.
const LETTER_ABBREVIATION = /^[A-Z]{2,6}$/;

const utcPrefixes = new Map<string, string>();

/** The locale's own word for universal time as Intl writes it before an offset: "GMT" (en), "UTC" (fr-CA). */
function utcPrefix(locale: string): string {
  let prefix = utcPrefixes.get(locale);
  if (prefix === undefined) {
    const parts = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', timeZoneName: 'shortOffset' }).formatToParts(0);
    prefix = (parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT').replace(/[+\-\u2212]?0$/, '');
    utcPrefixes.set(locale, prefix);
  }
  return prefix;
}

/** An offset in minutes east of UTC as the locale writes it: "GMT+5:45", "GMT-3", "UTC+10:30", "GMT" for 0. */
export function offsetName(minutes: number, locale: string): string {
  if (minutes === 0) return utcPrefix(locale);
  const abs = Math.abs(Math.trunc(minutes));
  const rest = abs % 60;
  return `${utcPrefix(locale)}${minutes < 0 ? '-' : '+'}${Math.floor(abs / 60)}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/**
 * How a time names its zone at instant `at` (ms), from the product's zone data (moment-timezone), never the
 * browser's: the zone's abbreviation, or the locale's GMT offset where tzdata has no abbreviation, and its city:
 * "MST (Phoenix)", "GMT+5:45 (Kathmandu)", "UTC+10:30 (Lord Howe)", the city in the language of `cities`. A zone the
 * data does not know reads as UTC.
 */
export function zoneLabel(zoneId: string, at: number, locale: string, cities?: ZoneCityTable): string {
  return withCity(zoneAbbreviation(zoneId, at, locale), zoneId, cities);
}

/** The zone's abbreviation at `at`, or the locale's GMT offset where tzdata has none: "MST", "GMT+5:45"; UTC's name for an unknown zone. */
export function zoneAbbreviation(zoneId: string, at: number, locale: string): string {
  const zone = moment.tz.zone(zoneId);
  if (!zone) return utcPrefix(locale);
  const abbreviation = zone.abbr(at);
  return LETTER_ABBREVIATION.test(abbreviation) ? abbreviation : offsetName(offsetReader(zoneId)?.(at) ?? 0, locale);
}

/** `text` followed by the zone's city (in the language of `cities`) in brackets when the zone names one: "MST (Phoenix)". */
export function withCity(text: string, zoneId: string, cities?: ZoneCityTable): string {
  const city = zoneCityName(zoneId, cities);
  return city ? `${text} (${city})` : text;
}
