import { zoneDisplayName } from './zone-display-name';

const JANUARY = new Date('2026-01-15T12:00:00Z');
const JULY = new Date('2026-07-15T12:00:00Z');

describe('zoneDisplayName', () => {
  it.each([
    ['America/New_York', JANUARY, 'en-US', 'Eastern Standard Time'],
    ['America/New_York', JULY, 'en-US', 'Eastern Daylight Time'],
    ['America/New_York', JULY, 'fr-CA', 'heure avancée de l’Est'],
    ['Europe/London', JULY, 'en-GB', 'British Summer Time'],
    ['Asia/Kolkata', JULY, 'en-US', 'India Standard Time'],
    ['Mars/Olympus_Mons', JULY, 'en-US', ''],
  ])('%s at %p in %s → %p', (zoneId, at, locale, expected) => {
    expect(zoneDisplayName(zoneId, at, locale)).toBe(expected);
  });
});
