import { countryInfo } from './country-info';
import { COUNTRIES } from './countries';

describe('countryInfo', () => {
  it('returns every country, keyed by lower-cased code, for an empty list', () => {
    const all = countryInfo([]);
    expect(Object.keys(all)).toHaveLength(COUNTRIES.length);
    expect(Object.keys(all).sort()).toEqual(COUNTRIES.map((country) => country.code.toLowerCase()).sort());
    expect(all['gb-eng']).toMatchObject({ name: 'England', code: 'GB-ENG' });
  });

  it.each([
    [['US'], 'us', 'United States', 59],
    [['ca'], 'ca', 'Canada', 13],
    [['Au'], 'au', 'Australia', 8],
    [['pt'], 'pt', 'Portugal', 20],
    [['IE'], 'ie', 'Ireland', 32],
    [['fr'], 'fr', 'France', 0],
    [['JP'], 'jp', 'Japan', 0],
  ])('countryInfo(%j) has %s = %s with the right states', (codes, key, name, stateCount) => {
    const info = countryInfo(codes);
    expect(Object.keys(info)).toEqual([key]);
    expect(info[key].name).toBe(name);
    expect(info[key].code).toBe(key.toUpperCase());
    expect(info[key].states).toHaveLength(stateCount);
  });

  it('gives GB its region list, and a UK nation the same list', () => {
    const info = countryInfo(['GB', 'gb-sct']);
    expect(info.gb.states).toContainEqual({ name: 'York', code: 'YOR' });
    expect(info['gb-sct']).toEqual({ name: 'Scotland', code: 'GB-SCT', states: info.gb.states });
  });

  it('leaves unknown codes out and merges repeats', () => {
    expect(Object.keys(countryInfo(['ZZ', 'us', 'US', 'uk', '']))).toEqual(['us']);
    expect(countryInfo(['nowhere'])).toEqual({});
  });
});
