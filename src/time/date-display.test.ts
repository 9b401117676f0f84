import { DATE_LOCALE_DEFAULTS, dateLocale, formatDisplayDate, formatLongDate } from './date-display';

// 2026-03-09 12:00 UTC: still 9 March from Honolulu to Auckland except where noted.
const MARCH_9 = new Date(Date.UTC(2026, 2, 9, 12));
const LATE_MARCH_8 = new Date(Date.UTC(2026, 2, 8, 23, 30));

describe('DATE_LOCALE_DEFAULTS', () => {
  it('is en-US, Sunday-first, week 1 holds 1 January', () => {
    expect(DATE_LOCALE_DEFAULTS).toEqual({ locale: 'en-US', weekStartsOn: 0, firstWeekContainsDate: 1 });
  });
});

describe('formatDisplayDate', () => {
  it.each<[Date, string | undefined, string]>([
    [MARCH_9, 'UTC', '3/9/2026'],
    [LATE_MARCH_8, 'UTC', '3/8/2026'],
    [LATE_MARCH_8, 'America/New_York', '3/8/2026'],
    [LATE_MARCH_8, 'Europe/London', '3/8/2026'],
    [LATE_MARCH_8, 'Asia/Kolkata', '3/9/2026'],
    [LATE_MARCH_8, 'Australia/Sydney', '3/9/2026'],
  ])('%p in %s → %s', (date, timeZone, expected) => {
    expect(formatDisplayDate(date, timeZone)).toBe(expected);
  });

  it('is empty for an invalid date', () => {
    expect(formatDisplayDate(new Date(Number.NaN), 'UTC')).toBe('');
  });

  it.each([
    ['en-US', '3/9/2026'],
    ['en-GB', '09/03/2026'],
    ['fr-CA', '2026-03-09'],
    ['pt-PT', '09/03/2026'],
    ['es-US', '9/3/2026'],
    ['de', '3/9/2026'],
  ])('in %s → %s', (language, expected) => {
    expect(formatDisplayDate(MARCH_9, 'UTC', language)).toBe(expected);
  });
});

describe('formatLongDate', () => {
  it.each([
    ['en', 'Monday, March 9, 2026'],
    ['en-US', 'Monday, March 9, 2026'],
    ['en-GB', /^Monday,? 9 March 2026$/],
    ['en-AU', /^Monday,? 9 March 2026$/],
    ['es', 'lunes, 9 de marzo de 2026'],
    ['es-US', 'lunes, 9 de marzo de 2026'],
    ['pt', 'segunda-feira, 9 de março de 2026'],
    ['pt-PT', 'segunda-feira, 9 de março de 2026'],
    ['fr-CA', 'lundi 9 mars 2026'],
    ['fr', 'lundi 9 mars 2026'],
    ['de', 'Monday, March 9, 2026'],
    ['', 'Monday, March 9, 2026'],
    ['\u0000', 'Monday, March 9, 2026'],
  ])('%s → %s', (language, expected) => {
    expect(formatLongDate(MARCH_9, language, 'UTC')).toMatch(expected);
  });

  it('uses the given time zone for the calendar day', () => {
    expect(formatLongDate(LATE_MARCH_8, 'en', 'Australia/Sydney')).toBe('Monday, March 9, 2026');
    expect(formatLongDate(LATE_MARCH_8, 'en', 'America/Los_Angeles')).toBe('Sunday, March 8, 2026');
  });

  it('is empty for an invalid date', () => {
    expect(formatLongDate(new Date(Number.NaN), 'es', 'UTC')).toBe('');
  });
});

describe('dateLocale', () => {
  it.each([
    ['en-US', 'en-US'],
    ['en-GB', 'en-GB'],
    ['es-US', 'es-US'],
    ['pt-PT', 'pt-PT'],
    ['pt_BR', 'pt-PT'],
    ['fr-CA', 'fr-CA'],
    ['fr', 'fr-CA'],
    ['ja', 'en-US'],
    ['', 'en-US'],
  ])('%s → %s', (language, expected) => {
    expect(dateLocale(language)).toBe(expected);
  });
});
