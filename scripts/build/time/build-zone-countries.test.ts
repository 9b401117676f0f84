import { buildZoneCountries } from './build-zone-countries';
import committed from '../../../src/time/generated/zone-countries.json';
import { catalogZones } from '../../../src/time/zone-catalog';
import { isZoneOfCountry } from '../../../src/time/zone-countries';

describe('the zones of each country', () => {
  it('match the committed src/time/generated/zone-countries.json (else: npm run tables)', () => {
    expect(committed).toEqual(buildZoneCountries(catalogZones()));
  });

  it('say whether a zone is one of a country, a UK nation reading as GB', () => {
    expect(isZoneOfCountry('America/Toronto', 'CA')).toBe(true);
    expect(isZoneOfCountry('America/Toronto', 'ca')).toBe(true);
    expect(isZoneOfCountry('America/Toronto', 'FR')).toBe(false);
    expect(isZoneOfCountry('America/Toronto', 'US')).toBe(false);
    expect(isZoneOfCountry('America/New_York', 'US')).toBe(true);
    expect(isZoneOfCountry('Europe/Paris', 'FR')).toBe(true);
    expect(isZoneOfCountry('Europe/London', 'GB-SCT')).toBe(true);
    expect(isZoneOfCountry('Europe/Paris', 'GB-SCT')).toBe(false);
    // Africa/Abidjan is listed by a dozen countries.
    expect(isZoneOfCountry('Africa/Abidjan', 'GH')).toBe(true);
  });

  it('hold every zone for a code that lists none, and no unknown zone for a country that lists some', () => {
    expect(isZoneOfCountry('America/Toronto', 'ZZ')).toBe(true);
    expect(isZoneOfCountry('America/Toronto', '')).toBe(true);
    expect(isZoneOfCountry('Mars/Olympus', 'CA')).toBe(false);
    expect(isZoneOfCountry('', 'FR')).toBe(false);
    expect(isZoneOfCountry('toString', 'FR')).toBe(false);
    expect(isZoneOfCountry('__proto__', 'FR')).toBe(false);
  });
});
