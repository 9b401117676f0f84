import { zoneNames } from './zone-names';

describe('zoneNames', () => {
  it.each([
    ['America/New_York', 2026, 'en-US', 'Eastern Standard Time', 'Eastern Daylight Time'],
    ['America/New_York', 2026, 'fr-CA', 'heure normale de l’Est', 'heure avancée de l’Est'],
    ['America/New_York', 2026, 'es-US', 'hora estándar oriental', 'hora de verano oriental'],
    ['Europe/London', 2026, 'en-GB', 'Greenwich Mean Time', 'British Summer Time'],
    ['Europe/Lisbon', 2026, 'pt-PT', 'Hora padrão da Europa Ocidental', 'Hora de verão da Europa Ocidental'],
    ['Australia/Sydney', 2026, 'en-US', 'Australian Eastern Standard Time', 'Australian Eastern Daylight Time'],
    ['Asia/Kolkata', 2026, 'en-US', 'India Standard Time', 'India Standard Time'],
    // Names change with the zone's rules: Nuuk moved to -02:00 in 2023 and kept DST from 2024.
    ['America/Nuuk', 2022, 'en-US', 'West Greenland Standard Time', 'West Greenland Summer Time'],
    ['America/Nuuk', 2023, 'en-US', 'West Greenland Standard Time', 'West Greenland Standard Time'],
    ['America/Nuuk', 2026, 'en-US', 'Greenland Standard Time', 'Greenland Summer Time'],
    // Years outside the table take its nearest year.
    ['America/Nuuk', 1990, 'en-US', 'West Greenland Standard Time', 'West Greenland Summer Time'],
    ['America/Nuuk', 2090, 'en-US', 'Greenland Standard Time', 'Greenland Summer Time'],
  ])('%s in %i, %s: "%s" / "%s"', (zoneId, year, locale, standard, daylight) => {
    expect(zoneNames(zoneId, year, locale)).toEqual({ standard, daylight });
  });

  it.each([
    ['Mars/Olympus_Mons', 'en-US'],
    ['US/Eastern', 'en-US'],
    ['America/New_York', 'de-DE'],
    ['America/New_York', 'en'],
    ['constructor', 'en-US'],
    ['America/New_York', '__proto__'],
  ])('has none for %s in %s', (zoneId, locale) => {
    expect(zoneNames(zoneId, 2026, locale)).toBeNull();
  });
});
