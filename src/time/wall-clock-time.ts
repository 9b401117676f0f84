import { dateLocale } from './date-display';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The time of day at instant `at` (ms) on a wall clock `offsetMinutes` east of UTC, as `language` writes a short time
 * ("2:05 PM" in en-US, "14:05" in pt-PT, "14 h 05" in fr-CA). The offset comes from the product's zone data; the
 * shifted instant is written as if in UTC, so the browser's own zone data never decides the hour.
 */
export function wallClockTime(at: number, offsetMinutes: number, language: string): string {
  const locale = dateLocale(language);
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' });
    formatters.set(locale, formatter);
  }
  const wall = at + offsetMinutes * 60_000;
  // Near the ends of Date's range the wall time can fall outside it, where Intl throws.
  return Number.isFinite(wall) && Math.abs(wall) <= 8.64e15 ? formatter.format(wall) : '';
}
