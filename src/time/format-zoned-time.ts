import { dateLocale } from './date-display';
import { slotInstant } from './format-slot';
import { withCity, zoneAbbreviation } from './zone-label';
import { offsetReader } from './zone-offsets';
import type { ZoneCityTable } from './zone-city';

/** How much of the date a zoned time shows: none, "Jul 15, 2026" (medium) or "Wednesday, July 15, 2026" (long). */
export type ZonedDateStyle = 'none' | 'medium' | 'long';

/** Options of formatZonedTime: the date's style (medium by default), an end, which makes it a range, and the reader's city names. */
export interface ZonedTimeOptions {
  date?: ZonedDateStyle;
  end?: Date | string | number;
  /** The zone-city table of the reader's language; without it the city reads as the zone id spells it. */
  cities?: ZoneCityTable;
}

const DATE_STYLES: Record<ZonedDateStyle, Intl.DateTimeFormatOptions['dateStyle']> = { none: undefined, medium: 'medium', long: 'full' };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: string, date: ZonedDateStyle): Intl.DateTimeFormat {
  const key = `${locale}|${date}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // The wall time is computed beforehand and written as if in UTC, so the browser's own zone data never decides it.
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: DATE_STYLES[date], timeStyle: 'short', timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter;
}

const instantOf = (value: Date | string | number): number | null => (typeof value === 'number' ? (Number.isFinite(value) ? value : null) : slotInstant(value));

/**
 * A moment (or a range from it to `options.end`) as a reader in `locale` writes it, on the wall clock of `requestedZone`
 * as the product's zone data gives it, always naming the zone: "Jul 15, 2026, 7:00 AM MST (Phoenix)",
 * "15 juill. 2026, 07 h 00 – 08 h 00 UTC+5:45 (Kathmandu)". The same function for the member's pages and the
 * console; "" for an instant that is not one.
 */
export function formatZonedTime(at: Date | string | number, requestedZone: string, locale: string, options: ZonedTimeOptions = {}): string {
  const start = instantOf(at);
  const end = options.end === undefined ? null : instantOf(options.end);
  if (start === null || (options.end !== undefined && (end === null || end < start))) return '';
  // A zone the product's data does not know is written as UTC, and named so.
  const known = offsetReader(requestedZone);
  const zoneId = known ? requestedZone : 'UTC';
  const offsetOf = known ?? (() => 0);
  const wall = (instant: number) => new Date(instant + offsetOf(instant) * 60_000);
  // Near the ends of Date's range the wall time can fall outside it, where Intl throws.
  if (Number.isNaN(wall(start).getTime()) || (end !== null && Number.isNaN(wall(end).getTime()))) return '';
  const language = dateLocale(locale);
  const formatter = formatterFor(language, options.date ?? 'medium');
  const name = zoneAbbreviation(zoneId, start, language);
  const { cities } = options;
  if (end === null) return withCity(`${formatter.format(wall(start))} ${name}`, zoneId, cities);
  // A range across a change of the clocks names each end's offset, or 1:30 EDT – 1:00 EST would read backwards.
  const endName = zoneAbbreviation(zoneId, end, language);
  if (endName !== name) return withCity(`${formatter.format(wall(start))} ${name} – ${formatterFor(language, 'none').format(wall(end))} ${endName}`, zoneId, cities);
  return withCity(`${formatter.formatRange(wall(start), wall(end))} ${name}`, zoneId, cities);
}
