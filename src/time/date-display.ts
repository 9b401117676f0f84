import { closestUiLanguage } from '../reference/ui-languages';

/** Date locale defaults (docs/spec/constants.md#date-locale): en-US, weeks start on Sunday (0), week 1 is the week holding 1 January. */
export const DATE_LOCALE_DEFAULTS = { locale: 'en-US', weekStartsOn: 0, firstWeekContainsDate: 1 } as const;

const LONG_DATE: Intl.DateTimeFormatOptions = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' };

/**
 * The Intl locale a member's dates are written in: their interface language (en-GB day first, fr-CA, pt-PT, es-US),
 * the closest one for other tags ("fr" → fr-CA), else the default of docs/spec/constants.md#date-locale, en-US.
 */
export function dateLocale(language: string): string {
  return closestUiLanguage(language) ?? DATE_LOCALE_DEFAULTS.locale;
}

/**
 * A short date, by default as the 'en-us' locale shows it (docs/spec/constants.md#date-locale), e.g. "3/9/2026", or in a member's language
 * ("09/03/2026" in en-GB), optionally in `timeZone`; "" for an invalid date.
 */
export function formatDisplayDate(date: Date, timeZone?: string, language: string = DATE_LOCALE_DEFAULTS.locale): string {
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(dateLocale(language), timeZone ? { timeZone } : {});
}

/** A long date in the member's language, e.g. "Monday, March 9, 2026", "Monday 9 March 2026" (en-GB), "lundi 9 mars 2026"; "" for an invalid date. */
export function formatLongDate(date: Date, language: string, timeZone?: string): string {
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(dateLocale(language), timeZone ? { ...LONG_DATE, timeZone } : LONG_DATE).format(date);
}
