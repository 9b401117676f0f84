import { COUNTRIES, SUPPORTED_COUNTRIES, countryName, countryOptions, findCountry, isCountryCode } from './countries';

// docs/spec/entities.md#country: the UK nations, the legacy entries, the short list and a sample of ordinary countries.
const SPECIAL: [string, string][] = [
  ['England', 'GB-ENG'],
  ['Northern Ireland', 'GB-NIR'],
  ['Scotland', 'GB-SCT'],
  ['Wales', 'GB-WLS'],
  ['Netherlands Antilles', 'AN'],
  ['Serbia and Montenegro', 'CS'],
  ['Australia', 'AU'],
  ['Canada', 'CA'],
  ['Portugal', 'PT'],
  ['United Kingdom', 'GB'],
  ['United States', 'US'],
  ['Ireland', 'IE'],
  ['France', 'FR'],
  ['Germany', 'DE'],
  ['Spain', 'ES'],
  ['Mexico', 'MX'],
  ['India', 'IN'],
  ['South Korea', 'KR'],
  ['Åland Islands', 'AX'],
];

describe('COUNTRIES', () => {
  it('holds roughly 245 entries', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(240);
    expect(COUNTRIES.length).toBeLessThanOrEqual(260);
  });

  it.each(SPECIAL)('has %s with code %s', (name, code) => {
    expect(COUNTRIES).toContainEqual({ name, code });
  });

  it('has unique codes and names', () => {
    expect(new Set(COUNTRIES.map((country) => country.code)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((country) => country.name)).size).toBe(COUNTRIES.length);
  });

  it('uses alpha-2 codes, or GB- plus three letters for the UK nations', () => {
    for (const country of COUNTRIES) expect(country.code).toMatch(/^([A-Z]{2}|GB-[A-Z]{3})$/);
  });

  it('is sorted by name', () => {
    const names = COUNTRIES.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });
});

describe('countryOptions', () => {
  it('gives the short supported list in spec order', () => {
    expect(countryOptions('supported')).toEqual([
      { optValue: 'AU', optLabel: 'Australia' },
      { optValue: 'CA', optLabel: 'Canada' },
      { optValue: 'PT', optLabel: 'Portugal' },
      { optValue: 'GB', optLabel: 'United Kingdom' },
      { optValue: 'US', optLabel: 'United States' },
      { optValue: 'IE', optLabel: 'Ireland' },
    ]);
    expect(SUPPORTED_COUNTRIES.map((country) => country.code)).toEqual(['AU', 'CA', 'PT', 'GB', 'US', 'IE']);
  });

  it('gives the full list as optLabel = name, optValue = code', () => {
    const options = countryOptions('full');
    expect(options).toHaveLength(COUNTRIES.length);
    expect(options).toEqual(COUNTRIES.map(({ name, code }) => ({ optValue: code, optLabel: name })));
    expect(options).toContainEqual({ optValue: 'GB-SCT', optLabel: 'Scotland' });
  });
});

describe('isCountryCode', () => {
  it.each([
    ['GB', true],
    ['GB-WLS', true],
    ['AN', true],
    ['CS', true],
    ['US', true],
    ['gb', false],
    ['UK', false],
    ['GB-XXX', false],
    ['', false],
    [42, false],
  ])('isCountryCode(%p) is %p', (value, expected) => {
    expect(isCountryCode(value)).toBe(expected);
  });
});

describe('countryName and findCountry', () => {
  it.each([
    ['US', 'United States'],
    ['us', 'United States'],
    ['Gb', 'United Kingdom'],
    ['gb-nir', 'Northern Ireland'],
    ['pt', 'Portugal'],
    ['an', 'Netherlands Antilles'],
  ])('countryName(%p) is %p', (code, name) => {
    expect(countryName(code)).toBe(name);
  });

  it.each(['ZZ', 'UK', 'GB-XYZ', ''])('countryName(%p) is undefined', (code) => {
    expect(countryName(code)).toBeUndefined();
  });

  it('returns the canonical code and a copy', () => {
    const found = findCountry('ie');
    expect(found).toEqual({ name: 'Ireland', code: 'IE' });
    found!.name = 'changed';
    expect(countryName('IE')).toBe('Ireland');
  });
});
