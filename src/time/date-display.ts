/** Date locale defaults (SPEC §9): en-US, weeks start on Sunday (0), week 1 is the week holding 1 January. */
export const DATE_LOCALE_DEFAULTS = { locale: 'en-US', weekStartsOn: 0, firstWeekContainsDate: 1 } as const;

/** The languages with their own long date format, and the Intl locale used for each. */
export const LONG_DATE_LOCALES = { en: 'en-US', es: 'es', pt: 'pt', 'fr-CA': 'fr-CA' } as const;

/** A language that has a long date format. */
export type LongDateLanguage = keyof typeof LONG_DATE_LOCALES;

const LONG_DATE: Intl.DateTimeFormatOptions = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' };

/** The long-date language for an interface language tag: "es-US" → "es", "fr" → "fr-CA", unknown → "en". */
export function longDateLanguage(language: string): LongDateLanguage {
  const primary = language.split(/[-_]/)[0].toLowerCase();
  if (primary === 'fr') return 'fr-CA';
  return primary === 'es' || primary === 'pt' ? primary : 'en';
}

/** A date as the 'en-us' locale shows it, e.g. "3/9/2026", optionally in `timeZone`; "" for an invalid date. */
export function formatDisplayDate(date: Date, timeZone?: string): string {
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-us', timeZone ? { timeZone } : {});
}

/** A long date in the given language, e.g. "Monday, March 9, 2026" or "lundi 9 mars 2026"; "" for an invalid date. */
export function formatLongDate(date: Date, language: string, timeZone?: string): string {
  if (Number.isNaN(date.getTime())) return '';
  const locale = LONG_DATE_LOCALES[longDateLanguage(language)];
  return new Intl.DateTimeFormat(locale, timeZone ? { ...LONG_DATE, timeZone } : LONG_DATE).format(date);
}
