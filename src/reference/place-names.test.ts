import { countryNameIn, countryOptionsIn, regionNameIn, regionOptionsIn, regionGroupsIn } from './place-names';
import { COUNTRIES } from './countries';
import { UI_LANGUAGE_TABLE } from './ui-languages';

const LANGUAGES = UI_LANGUAGE_TABLE.map((language) => language.code);

describe('regionNameIn', () => {
  it.each([
    ['CA', 'QC', 'fr-CA', 'Québec'],
    ['CA', 'BC', 'fr-CA', 'Colombie-Britannique'],
    ['CA', 'PE', 'fr-CA', 'Île-du-Prince-Édouard'],
    ['CA', 'ON', 'fr-CA', 'Ontario'],
    ['CA', 'QC', 'en-US', 'Quebec'],
    ['CA', 'BC', 'es-US', 'Columbia Británica'],
    ['CA', 'QC', 'pt-PT', 'Quebeque'],
    ['US', 'NY', 'es-US', 'Nueva York'],
    ['US', 'NC', 'es-US', 'Carolina del Norte'],
    ['US', 'NY', 'pt-PT', 'Nova Iorque'],
    ['US', 'NC', 'fr-CA', 'Caroline du Nord'],
    ['US', 'NY', 'en-GB', 'New York'],
    ['us', 'TX', 'fr-CA', 'Texas'],
    ['GB-SCT', 'EDH', 'fr-CA', 'Edinburgh'],
    // A language we have no names in reads the English names.
    ['CA', 'QC', 'de-DE', 'Quebec'],
  ])('%s %s in %s is %s', (country, region, language, name) => {
    expect(regionNameIn(country, region, language)).toBe(name);
  });

  it.each([['US', ''], ['US', 'ZZ'], ['ZZ', 'NY'], ['US', 'constructor'], ['US', '__proto__'], ['', '']])('%j %j has no name', (country, region) => {
    expect(regionNameIn(country, region, 'fr-CA')).toBeUndefined();
  });
});

describe('regionOptionsIn / regionGroupsIn', () => {
  it('sorts the translated list in the language’s order', () => {
    const names = regionOptionsIn('CA', 'fr-CA').map((option) => option.optLabel);
    expect(names).toEqual(expect.arrayContaining(['Québec', 'Colombie-Britannique', 'Nouvelle-Écosse', 'Terre-Neuve-et-Labrador']));
    expect(names).toEqual([...names].sort(new Intl.Collator('fr-CA').compare));
    expect(names.indexOf('Île-du-Prince-Édouard')).toBeLessThan(names.indexOf('Manitoba'));
  });

  it('labels the combined list’s groups with the country names of the language', () => {
    expect(regionGroupsIn(['CA', 'US'], 'fr-CA').map((group) => group.optGroupLabel)).toEqual(['Canada', 'États-Unis']);
    expect(regionGroupsIn(['CA', 'US'], 'es-US').map((group) => group.optGroupLabel)).toEqual(['Canadá', 'Estados Unidos']);
    expect(regionGroupsIn(['CA', 'US'], 'es-US')[1]?.options.map((o) => o.optLabel)).toContain('Nueva York');
  });
});

describe('countryNameIn', () => {
  it.each([
    ['GB-ENG', ['England', 'England', 'Inglaterra', 'Inglaterra', 'Angleterre']],
    ['GB-NIR', ['Northern Ireland', 'Northern Ireland', 'Irlanda del Norte', 'Irlanda do Norte', 'Irlande du Nord']],
    ['GB-SCT', ['Scotland', 'Scotland', 'Escocia', 'Escócia', 'Écosse']],
    ['GB-WLS', ['Wales', 'Wales', 'Gales', 'País de Gales', 'Pays de Galles']],
    ['US', ['United States', 'United States', 'Estados Unidos', 'Estados Unidos', 'États-Unis']],
  ])('%s in en-US, en-GB, es-US, pt-PT, fr-CA', (code, names) => {
    expect(['en-US', 'en-GB', 'es-US', 'pt-PT', 'fr-CA'].map((language) => countryNameIn(code, language))).toEqual(names);
  });

  it.each(LANGUAGES)('in %s, legacy AN and CS differ from CW and RS, and no two countries share a name', (language) => {
    expect(countryNameIn('AN', language)).not.toBe(countryNameIn('CW', language));
    expect(countryNameIn('CS', language)).not.toBe(countryNameIn('RS', language));
    const names = COUNTRIES.map((country) => countryNameIn(country.code, language));
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it.each(['', 'ZZ', 'constructor', 'GB-XXX', '\u0000'])('%j falls back to the code or nothing', (code) => {
    expect(countryNameIn(code, 'fr-CA')).toBeUndefined();
  });
});

describe('countryOptionsIn', () => {
  it('builds the whole list once per language: the country step shows it without naming 250 countries again', () => {
    const named = jest.spyOn(Intl.DisplayNames.prototype, 'of');
    try {
      expect(named).not.toHaveBeenCalled();
      // A language no test above named countries in, so nothing of it is cached yet.
      const first = countryOptionsIn('it-IT');
      const calls = named.mock.calls.length;
      expect(calls).toBeGreaterThan(100);
      expect(countryOptionsIn('it-IT')).toBe(first);
      expect(named).toHaveBeenCalledTimes(calls);
      expect(first.find((option) => option.optValue === 'DE')?.optLabel).toBe('Germania');
    } finally {
      named.mockRestore();
    }
  });

  it('keeps a list of chosen codes apart from the whole list', () => {
    expect(countryOptionsIn('en-GB', ['PT', 'DE']).map((option) => option.optValue)).toEqual(['DE', 'PT']);
    expect(countryOptionsIn('en-GB').length).toBe(COUNTRIES.length);
  });
});
