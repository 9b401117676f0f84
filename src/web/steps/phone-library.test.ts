import * as min from 'libphonenumber-js/min';
import { getCountryCallingCode, isSupportedCountry, loadPhoneLibrary, parsePhoneNumberFromString, PhoneLibraryNotLoadedError } from './phone-library';

describe('the browser\'s phone library', () => {
  it('refuses to answer before it has loaded, rather than call a number invalid', () => {
    expect(() => parsePhoneNumberFromString('+12125550123')).toThrow(PhoneLibraryNotLoadedError);
    expect(() => isSupportedCountry('US')).toThrow(PhoneLibraryNotLoadedError);
    expect(() => getCountryCallingCode('US')).toThrow(PhoneLibraryNotLoadedError);
  });

  it('answers as libphonenumber-js/min does once loaded', async () => {
    await loadPhoneLibrary();
    for (const [text, country] of [['+12125550123', undefined], ['(212) 555-0123', 'US'], ['020 7946 0958', 'GB'], ['912 345 678', 'PT'], ['514 555 0199', 'CA'], ['123', 'US'], ['+351 912 345 678 ext. 12', undefined]] as const) {
      expect(parsePhoneNumberFromString(text, country)?.number).toBe(min.parsePhoneNumberFromString(text, country)?.number);
      expect(parsePhoneNumberFromString(text, country)?.isValid()).toBe(min.parsePhoneNumberFromString(text, country)?.isValid());
    }
    expect([isSupportedCountry('PT'), isSupportedCountry('XK'), isSupportedCountry('ZZ')]).toEqual([min.isSupportedCountry('PT'), min.isSupportedCountry('XK'), min.isSupportedCountry('ZZ')]);
    expect(getCountryCallingCode('PT')).toBe('351');
  });
});
