import { timeZoneLabel } from './time-zone-label';
import type { ZoneCityTable } from './zone-city';
import enUS from './generated/zone-cities/en-US.json';
import esUS from './generated/zone-cities/es-US.json';
import frCA from './generated/zone-cities/fr-CA.json';
import ptPT from './generated/zone-cities/pt-PT.json';
import enGB from './generated/zone-cities/en-GB.json';

const JANUARY = new Date('2026-01-15T17:05:00Z');
const JULY = new Date('2026-07-15T17:05:00Z');

describe('timeZoneLabel', () => {
  it.each([
    ['America/New_York', JULY, 'en-US', 'Eastern Daylight Time – New York'],
    ['America/New_York', JANUARY, 'en-US', 'Eastern Standard Time – New York'],
    ['US/Eastern', JULY, 'en-US', 'Eastern Daylight Time – New York'],
    ['Europe/London', JULY, 'en-GB', 'British Summer Time – London'],
    ['America/Toronto', JULY, 'fr-CA', 'heure avancée de l’Est – Toronto'],
    ['Asia/Calcutta', JANUARY, 'en-US', 'India Standard Time – Kolkata'],
    // Legacy ids resolve to the zone they were renamed to, not to the zone that holds their data today.
    ['Pacific/Truk', JANUARY, 'en-US', 'Chuuk Time – Chuuk'],
    ['Pacific/Yap', JANUARY, 'en-US', 'Chuuk Time – Chuuk'],
    ['Pacific/Ponape', JANUARY, 'en-US', 'Pohnpei Time – Pohnpei'],
    ['Singapore', JANUARY, 'en-US', 'Singapore Standard Time – Singapore'],
    // Reykjavik shares Abidjan's name and offsets all year, so the list holds them as one option.
    ['Iceland', JANUARY, 'en-US', 'Greenwich Mean Time – Abidjan'],
  ])('%s at %p in %s is %s', (zoneId, now, locale, label) => {
    expect(timeZoneLabel(zoneId, now, locale)).toBe(label);
  });

  // The member's own zone leads its group, so a name it shares with New York carries her city, in her language.
  it.each([
    ['America/Toronto', JANUARY, 'fr-CA', frCA, 'heure normale de l’Est – Toronto'],
    ['America/Toronto', JANUARY, 'en-US', enUS, 'Eastern Standard Time – Toronto'],
    ['America/Toronto', JANUARY, 'en-GB', enGB, 'Eastern Standard Time – Toronto'],
    ['America/New_York', JANUARY, 'es-US', esUS, 'hora estándar oriental – Nueva York'],
    ['America/New_York', JANUARY, 'pt-PT', ptPT, 'Hora padrão oriental norte-americana – Nova Iorque'],
    ['Atlantic/Azores', JANUARY, 'pt-PT', ptPT, 'Hora padrão dos Açores – Açores'],
  ])('%s at %p in %s, with its city table: %s', (zoneId, now, locale, cities, label) => {
    expect(timeZoneLabel(zoneId, now, locale, cities as ZoneCityTable)).toBe(label);
  });

  it.each(['', 'Mars/Olympus_Mons', 'constructor', '__proto__', 'America/New_York\u0000', 'x'.repeat(10_000)])('%j has no label', (zoneId) => {
    expect(timeZoneLabel(zoneId, JULY, 'en-US')).toBeUndefined();
  });
});
