import { timeZoneLabel } from './time-zone-label';

const JANUARY = new Date('2026-01-15T17:05:00Z');
const JULY = new Date('2026-07-15T17:05:00Z');

describe('timeZoneLabel', () => {
  it.each([
    ['America/New_York', JULY, 'en-US', 'Eastern Daylight Time'],
    ['America/New_York', JANUARY, 'en-US', 'Eastern Standard Time – New York'],
    ['US/Eastern', JULY, 'en-US', 'Eastern Daylight Time'],
    ['Europe/London', JULY, 'en-GB', 'British Summer Time'],
    ['America/Toronto', JULY, 'fr-CA', 'heure avancée de l’Est'],
    ['Asia/Calcutta', JANUARY, 'en-US', 'India Standard Time'],
    // Legacy ids resolve to the zone they were renamed to, not to the zone that holds their data today.
    ['Pacific/Truk', JANUARY, 'en-US', 'Chuuk Time'],
    ['Pacific/Yap', JANUARY, 'en-US', 'Chuuk Time'],
    ['Pacific/Ponape', JANUARY, 'en-US', 'Pohnpei Time'],
    ['Singapore', JANUARY, 'en-US', 'Singapore Standard Time'],
    // Reykjavik shares Abidjan's name and offsets all year, so the list holds them as one option.
    ['Iceland', JANUARY, 'en-US', 'Greenwich Mean Time – Abidjan'],
  ])('%s at %p in %s is %s', (zoneId, now, locale, label) => {
    expect(timeZoneLabel(zoneId, now, locale)).toBe(label);
  });

  it.each(['', 'Mars/Olympus_Mons', 'constructor', '__proto__', 'America/New_York\u0000', 'x'.repeat(10_000)])('%j has no label', (zoneId) => {
    expect(timeZoneLabel(zoneId, JULY, 'en-US')).toBeUndefined();
  });
});
