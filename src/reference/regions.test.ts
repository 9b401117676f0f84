import {
  COUNTRIES_WITH_REGIONS,
  combinedNorthAmericaOptions,
  hasRegions,
  isRegionOf,
  regionListKey,
  regionOptions,
  regionsOf,
} from './regions';
import type { RegionCountry } from './regions';

// Spec values (docs/spec/entities.md#region-lists), except Derry: the spec gives it LD, as Longford; it is DRY here.
const US_TERRITORIES: [string, string][] = [
  ['District of Columbia', 'DC'],
  ['American Samoa', 'AS'],
  ['Federated States of Micronesia', 'FM'],
  ['Guam', 'GU'],
  ['Marshall Islands', 'MH'],
  ['Northern Mariana Islands', 'MP'],
  ['Palau', 'PW'],
  ['Puerto Rico', 'PR'],
  ['Virgin Islands', 'VI'],
];
const US_STATES =
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(' ');
const CA: [string, string][] = [
  ['Alberta', 'AB'],
  ['British Columbia', 'BC'],
  ['Manitoba', 'MB'],
  ['New Brunswick', 'NB'],
  ['Newfoundland and Labrador', 'NL'],
  ['Northwest Territories', 'NT'],
  ['Nova Scotia', 'NS'],
  ['Nunavut', 'NU'],
  ['Ontario', 'ON'],
  ['Prince Edward Island', 'PE'],
  ['Quebec', 'QC'],
  ['Saskatchewan', 'SK'],
  ['Yukon', 'YT'],
];
const AU: [string, string][] = [
  ['Australian Capital Territory', 'ACT'],
  ['New South Wales', 'NSW'],
  ['Northern Territory', 'NT'],
  ['Queensland', 'QLD'],
  ['South Australia', 'SA'],
  ['Tasmania', 'TAS'],
  ['Victoria', 'VIC'],
  ['Western Australia', 'WA'],
];
const PT: [string, string][] = [
  ['Aveiro', 'AVEIRO'],
  ['Beja', 'BEJA'],
  ['Braga', 'BRAGA'],
  ['Bragança', 'BRAGANCA'],
  ['Castelo Branco', 'CASTELOBRANCO'],
  ['Coimbra', 'COIMBRA'],
  ['Évora', 'EVORA'],
  ['Faro', 'FARO'],
  ['Guarda', 'GUARDA'],
  ['Leiria', 'LEIRIA'],
  ['Lisboa', 'LISBOA'],
  ['Portalegre', 'PORTALEGRE'],
  ['Porto', 'PORTO'],
  ['Santarém', 'SANTAREM'],
  ['Setúbal', 'SETUBAL'],
  ['Viana do Castelo', 'VIANADOCASTELO'],
  ['Vila Real', 'VILAREAL'],
  ['Viseu', 'VISEU'],
  ['Açores', 'ACORES'],
  ['Madeira', 'MADEIRA'],
];
const IE: [string, string][] = [
  ['Antrim', 'AN'], ['Armagh', 'AR'], ['Carlow', 'CW'], ['Cavan', 'CN'], ['Clare', 'CE'], ['Cork', 'C'],
  ['Derry', 'DRY'], ['Donegal', 'DL'], ['Down', 'DN'], ['Dublin', 'D'], ['Fermanagh', 'FE'], ['Galway', 'G'],
  ['Kerry', 'KY'], ['Kildare', 'KE'], ['Kilkenny', 'KK'], ['Laois', 'LS'], ['Leitrim', 'LM'], ['Limerick', 'L'],
  ['Longford', 'LD'], ['Louth', 'LH'], ['Mayo', 'MO'], ['Meath', 'MH'], ['Monaghan', 'MN'], ['Offaly', 'OY'],
  ['Roscommon', 'RN'], ['Sligo', 'SO'], ['Tipperary', 'TS'], ['Tyrone', 'TY'], ['Waterford', 'WD'],
  ['Westmeath', 'WH'], ['Wexford', 'WX'], ['Wicklow', 'WW'],
];
const GB_EXAMPLES: [string, string][] = [
  ['London', 'LND'],
  ['Edinburgh', 'EDH'],
  ['Belfast City', 'BFS'],
  ['Cardiff', 'CRF'],
  ['Northern Ireland', 'NIR'],
  ['York', 'YOR'],
];

const COUNTS: [RegionCountry, number][] = [
  ['us', 59],
  ['ca', 13],
  ['au', 8],
  ['pt', 20],
  ['ie', 32],
];

describe('COUNTRIES_WITH_REGIONS', () => {
  it('is ca, us, au, pt, gb, ie in that order', () => {
    expect([...COUNTRIES_WITH_REGIONS]).toEqual(['ca', 'us', 'au', 'pt', 'gb', 'ie']);
  });
});

describe('list contents', () => {
  it.each(COUNTS)('%s has %d entries', (country, count) => {
    expect(regionsOf(country)).toHaveLength(count);
  });

  it('gb has at least 150 entries', () => {
    expect(regionsOf('gb').length).toBeGreaterThanOrEqual(150);
  });

  it.each(COUNTRIES_WITH_REGIONS.map((country) => [country]))('%s has unique codes and names', (country) => {
    const list = regionsOf(country);
    expect(new Set(list.map((region) => region.code)).size).toBe(list.length);
    expect(new Set(list.map((region) => region.name)).size).toBe(list.length);
  });

  it.each([
    ['us', /^[A-Z]{2}$/],
    ['ca', /^[A-Z]{2}$/],
    ['au', /^[A-Z]{2,3}$/],
    ['pt', /^[A-Z]+$/],
    ['gb', /^[A-Z]{3}$/],
    ['ie', /^[A-Z]{1,3}$/],
  ])('%s codes match %s', (country, pattern) => {
    for (const region of regionsOf(country)) expect(region.code).toMatch(pattern);
  });

  it.each(US_STATES)('us has state %s', (code) => {
    expect(isRegionOf('us', code)).toBe(true);
  });

  it.each(US_TERRITORIES)('us has %s %s', (name, code) => {
    expect(regionsOf('us')).toContainEqual({ name, code });
  });

  it.each([
    ['ca', CA],
    ['au', AU],
    ['pt', PT],
    ['ie', IE],
  ] as const)('%s is exactly the spec list, in order', (country, expected) => {
    expect(regionsOf(country).map(({ name, code }) => [name, code])).toEqual(expected);
  });

  it.each(GB_EXAMPLES)('gb has %s %s', (name, code) => {
    expect(regionsOf('gb')).toContainEqual({ name, code });
  });

  it('gives Longford LD and Derry DRY, so no Irish code is shared', () => {
    const ie = regionsOf('ie');
    expect(ie.filter((county) => county.code === 'LD')).toEqual([{ name: 'Longford', code: 'LD' }]);
    expect(ie.find((county) => county.name === 'Derry')?.code).toBe('DRY');
  });
});

describe('hasRegions and regionListKey', () => {
  it.each([
    ['ca', true], ['CA', true], ['us', true], ['Us', true], ['au', true], ['PT', true], ['gb', true], ['IE', true],
    ['GB-ENG', true], ['gb-nir', true], ['GB-SCT', true], ['Gb-Wls', true],
    ['FR', false], ['mx', false], ['UK', false], ['GB-XXX', false], ['', false],
  ])('hasRegions(%p) is %p', (code, expected) => {
    expect(hasRegions(code)).toBe(expected);
  });

  it.each([
    ['GB-ENG', 'gb'], ['gb-sct', 'gb'], ['US', 'us'], ['fr', undefined],
  ])('regionListKey(%p) is %p', (code, key) => {
    expect(regionListKey(code)).toBe(key);
  });

  it('gives the UK nations the GB list', () => {
    expect(regionsOf('GB-WLS')).toEqual(regionsOf('GB'));
  });
});

describe('isRegionOf', () => {
  it.each([
    ['US', 'NY', true], ['us', 'PR', true], ['CA', 'QC', true], ['AU', 'NSW', true], ['PT', 'ACORES', true],
    ['GB', 'LND', true], ['GB-SCT', 'EDH', true], ['IE', 'DRY', true], ['IE', 'LD', true],
    ['US', 'QC', false], ['CA', 'NY', false], ['US', 'ny', false], ['PT', 'Lisboa', false],
    ['FR', 'IDF', false], ['GB', 'NSW', false], ['IE', '', false],
  ])('isRegionOf(%p, %p) is %p', (country, state, expected) => {
    expect(isRegionOf(country, state)).toBe(expected);
  });
});

describe('regionOptions', () => {
  it('gives a flat option list for one country', () => {
    const options = regionOptions('au');
    expect(options).toEqual(AU.map(([name, code]) => ({ optValue: code, optLabel: name })));
  });

  it.each(['FR', 'xx', ''])('gives an empty flat list for unsupported %p', (code) => {
    expect(regionOptions(code)).toEqual([]);
  });

  it('groups several countries under their names, in the order asked', () => {
    const groups = regionOptions(['pt', 'IE', 'au']);
    expect(groups.map((group) => group.optGroupLabel)).toEqual(['Portugal', 'Ireland', 'Australia']);
    expect(groups[0].options).toEqual(regionOptions('pt'));
    expect(groups[1].options).toHaveLength(32);
    expect(groups[2].options).toHaveLength(8);
  });

  it('leaves unsupported and repeated countries out of the groups', () => {
    expect(regionOptions(['fr', 'ca', 'CA', 'xx']).map((group) => group.optGroupLabel)).toEqual(['Canada']);
    expect(regionOptions([])).toEqual([]);
  });

  it('labels a UK nation group with the nation name and the GB list', () => {
    expect(regionOptions(['GB-SCT'])).toEqual([{ optGroupLabel: 'Scotland', options: regionOptions('GB') }]);
  });
});

describe('combinedNorthAmericaOptions', () => {
  it('groups Canada then United States', () => {
    const groups = combinedNorthAmericaOptions();
    expect(groups.map((group) => group.optGroupLabel)).toEqual(['Canada', 'United States']);
    expect(groups[0].options).toEqual(CA.map(([name, code]) => ({ optValue: code, optLabel: name })));
    expect(groups[1].options).toHaveLength(59);
    expect(groups[1].options).toContainEqual({ optValue: 'NY', optLabel: 'New York' });
  });
});

describe('copies', () => {
  it('never lets a caller change the shared lists', () => {
    const list = regionsOf('ca');
    list[0].name = 'changed';
    list.length = 0;
    regionOptions('ca')[0].optLabel = 'changed';
    expect(regionsOf('ca')[0]).toEqual({ name: 'Alberta', code: 'AB' });
  });
});
