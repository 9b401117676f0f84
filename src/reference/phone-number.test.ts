import { phoneCallingCountry, toE164, phoneForDisplay } from './phone-number';

describe('toE164', () => {
  it.each([
    ['(212) 555-0123', 'US', '+12125550123'],
    ['1-212-555-0123', 'US', '+12125550123'],
    ['+1 416 555 0199', 'CA', '+14165550199'],
    ['+1 212 555 0123', 'CA', '+12125550123'], // one numbering plan for Canada and the United States
    ['020 7946 0018', 'GB', '+442079460018'],
    ['07911 123456', 'GB-SCT', '+447911123456'], // UK nations use the United Kingdom's numbers
    ['07911 123456', 'GB-WLS', '+447911123456'],
    ['912 345 678', 'PT', '+351912345678'],
    ['0412 345 678', 'AU', '+61412345678'],
    ['087 123 4567', 'IE', '+353871234567'],
    ['  +61 412 345 678  ', 'AU', '+61412345678'],
    ['\u200b+61 412 345 678', 'AU', undefined],
    ['２１２５５５０１２３', 'US', '+12125550123'], // full-width digits typed on a phone keyboard
  ])('%s in %s is %s', (value, country, e164) => {
    expect(toE164(value, country)).toBe(e164);
  });

  it.each([
    ['', 'US'],
    ['   ', 'US'],
    ['12', 'US'],
    ['555-0123', 'US'], // no area code
    ['+44 20 7946 0018', 'US'], // another country's number
    ['+1 212 555 0123', 'GB'],
    ['020 7946 0018', 'US'],
    ['9'.repeat(400), 'US'],
    ['212\u0000555\u00000123', 'US'],
    ['212\u202e5550123', 'US'],
    ['+1 212 555 0123 ext 4', 'US'], // an extension cannot be stored in E.164
    ['\ud800212 555 0123', 'US'],
    ['call me', 'US'],
    ['(212) 555-0123', 'ZZ'],
  ])('%j in %s is refused', (value, country) => {
    expect(toE164(value, country)).toBeUndefined();
  });

  it('reads a number without a country only in international form', () => {
    expect(toE164('+351 912 345 678', undefined)).toBe('+351912345678');
    expect(toE164('912 345 678', undefined)).toBeUndefined();
  });

  it('accepts any valid international number for a place without its own numbering plan', () => {
    expect(toE164('+351 912 345 678', 'AQ')).toBe('+351912345678');
    expect(toE164('912 345 678', 'AQ')).toBeUndefined();
  });
});

describe('phoneCallingCountry', () => {
  it.each([
    ['GB-ENG', 'GB'],
    ['gb-nir', 'GB'],
    ['AN', 'CW'],
    ['CS', 'RS'],
    ['us', 'US'],
    ['AQ', undefined],
    ['', undefined],
    ['constructor', undefined],
  ])('%s dials as %s', (code, country) => {
    expect(phoneCallingCountry(code)).toBe(country);
  });
});

describe('phoneForDisplay', () => {
  it.each([
    ['+14165550100', 'CA', '(416) 555-0100'],
    ['+14165550100', 'US', '(416) 555-0100'],
    ['+351912345678', 'PT', '912 345 678'],
    ['+447700900123', 'GB-SCT', '07700 900123'],
    ['+14165550100', 'PT', '+1 416 555 0100'],
    ['+351912345678', undefined, '+351 912 345 678'],
  ])('%s for a member in %s reads %s', (e164, country, shown) => {
    expect(phoneForDisplay(e164, country)).toBe(shown);
  });

  it.each(['', 'not a phone', '+', '\u0000'])('%j is no number', (value) => {
    expect(phoneForDisplay(value, 'US')).toBeUndefined();
  });
});
