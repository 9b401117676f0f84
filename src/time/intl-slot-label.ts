import { dateLocale } from './date-display';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(language: string): Intl.DateTimeFormat {
  const locale = dateLocale(language);
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/**
 * A slot's label as `language` writes a time range, from its start and end wall times (instants already shifted by
 * the zone's offset from the product's zone data, written as if in UTC): "9:00 – 10:00 AM" (en-US),
 * "09:00 – 10:00" (pt-PT), "09 h 00 à 10 h 00" (fr-CA); only the start when `startOnly`.
 */
export function intlSlotLabel(startWall: number, endWall: number, language: string, startOnly = false): string {
  const formatter = formatterFor(language);
  return startOnly || endWall === startWall ? formatter.format(startWall) : formatter.formatRange(startWall, endWall);
}
