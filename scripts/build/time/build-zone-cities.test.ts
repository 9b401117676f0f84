import { buildZoneCities, cldrLocaleChain } from './build-zone-cities';
import { CLDR_ZONE_TREES } from './cldr-zone-trees';
import { catalogZones } from '../../../src/time/zone-catalog';
import enGB from '../../../src/time/generated/zone-cities/en-GB.json';
import enUS from '../../../src/time/generated/zone-cities/en-US.json';
import esUS from '../../../src/time/generated/zone-cities/es-US.json';
import frCA from '../../../src/time/generated/zone-cities/fr-CA.json';
import ptPT from '../../../src/time/generated/zone-cities/pt-PT.json';
import { ZONE_NAME_LOCALES } from '../../../src/time/zone-name-locale';

const COMMITTED: Record<string, unknown> = { 'en-US': enUS, 'es-US': esUS, 'pt-PT': ptPT, 'fr-CA': frCA, 'en-GB': enGB };

const zone = (id: string, aliases: string[] = []) => ({ id, aliases });

describe('cldrLocaleChain', () => {
  it.each([
    ['pt-PT', ['pt-PT', 'pt']],
    ['es-US', ['es-US', 'es']],
    ['fr', ['fr']],
  ])('reads %s as %p', (locale, chain) => {
    expect(cldrLocaleChain(locale)).toEqual(chain);
  });
});

describe('buildZoneCities', () => {
  it.each([
    ['pt-PT', 'America/New_York', 'Nova Iorque'],
    ['es-US', 'America/New_York', 'Nueva York'],
    ['fr-CA', 'Europe/Lisbon', 'Lisbonne'],
    ['pt-PT', 'Europe/Lisbon', 'Lisboa'],
  ])('names the city in %s: %s is "%s"', (locale, id, city) => {
    expect(buildZoneCities([zone(id)], locale, CLDR_ZONE_TREES)).toEqual({ [id]: city });
  });

  it('falls back from the regional locale to its language (pt-PT has no Lisbon of its own, pt has)', () => {
    const tree = { pt: { Europe: { Lisbon: { exemplarCity: 'Lisboa' } } }, 'pt-PT': { Europe: {} } };
    expect(buildZoneCities([zone('Europe/Lisbon')], 'pt-PT', tree)).toEqual({ 'Europe/Lisbon': 'Lisboa' });
  });

  it('reads a name CLDR keys by an older id through the zone’s aliases', () => {
    const tree = { fr: { Asia: { Calcutta: { exemplarCity: 'Calcutta' } } } };
    expect(buildZoneCities([zone('Asia/Kolkata', ['Asia/Calcutta'])], 'fr-CA', tree)).toEqual({ 'Asia/Kolkata': 'Calcutta' });
  });

  it('leaves out names equal to the id’s own, unknown ids and malformed trees', () => {
    const tree = { en: { America: { Toronto: { exemplarCity: 'Toronto' }, Bogus: 'x', Empty: {} } } };
    const zones = [zone('America/Toronto'), zone('America/Bogus'), zone('America/Empty'), zone(''), zone('Mars/Olympus_Mons')];
    expect(buildZoneCities(zones, 'en-US', tree)).toEqual({});
    expect(buildZoneCities(zones, 'en-US', {})).toEqual({});
  });

  // Stale after a cldr-dates-full or moment-timezone upgrade: run `npm run tables` and commit the result.
  it.each(ZONE_NAME_LOCALES)('matches the committed src/time/generated/zone-cities/%s.json', (locale) => {
    expect(buildZoneCities(catalogZones(), locale, CLDR_ZONE_TREES)).toEqual(COMMITTED[locale]);
  });
});
