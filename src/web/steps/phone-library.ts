import type * as PhoneCore from 'libphonenumber-js/core';
import type { CountryCode, Examples, MetadataJson } from 'libphonenumber-js/core';
import { loadOnce } from '../boot/load-once';

type Core = typeof PhoneCore;

/** Raised when a phone number is checked before loadPhoneLibrary() resolved: the step should have waited for it. */
export class PhoneLibraryNotLoadedError extends Error {
  constructor() {
    super('The phone number library has not loaded yet; a step that checks phone numbers must wait for loadPhoneLibrary() (src/web/steps/step-validators.ts does).');
    this.name = 'PhoneLibraryNotLoadedError';
  }
}

let loaded: { core: Core; metadata: MetadataJson; examples: Examples } | undefined;

/** Loads libphonenumber-js and its metadata (≈ 28 KB compressed, its own chunk): once; a failed fetch is tried again. */
export const loadPhoneLibrary: () => Promise<void> = loadOnce(() =>
  Promise.all([
    import(/* webpackChunkName: "phone" */ 'libphonenumber-js/core'),
    import(/* webpackChunkName: "phone" */ 'libphonenumber-js/metadata.min.json'),
    // One example number per country (≈ 4 KB), for the phone hint of the member's country.
    import(/* webpackChunkName: "phone" */ 'libphonenumber-js/mobile/examples'),
  ]).then(([core, metadata, examples]) => {
    loaded = {
      core,
      metadata: ((metadata as { default?: MetadataJson }).default ?? metadata) as MetadataJson,
      examples: ((examples as { default?: Examples }).default ?? examples) as Examples,
    };
  }),
);

function library(): { core: Core; metadata: MetadataJson; examples: Examples } {
  if (!loaded) throw new PhoneLibraryNotLoadedError();
  return loaded;
}

// The three functions src/reference/phone-number.ts uses, as libphonenumber-js/min exports them; webpack gives this
// module to the browser in its place, so the library stays out of the first step's code.

/** libphonenumber-js/min's isSupportedCountry, once loaded. */
export function isSupportedCountry(country: string): country is CountryCode {
  const { core, metadata } = library();
  return core.isSupportedCountry(country as CountryCode, metadata);
}

/** libphonenumber-js/min's getCountryCallingCode, once loaded. */
export function getCountryCallingCode(country: CountryCode): string {
  const { core, metadata } = library();
  return core.getCountryCallingCode(country, metadata);
}

/** libphonenumber-js/min's parsePhoneNumberFromString, once loaded. */
export function parsePhoneNumberFromString(text: string, country?: CountryCode): ReturnType<Core['parsePhoneNumberFromString']> {
  const { core, metadata } = library();
  return country === undefined ? core.parsePhoneNumberFromString(text, metadata) : core.parsePhoneNumberFromString(text, country, metadata);
}

/** libphonenumber-js/min's getExampleNumber, once loaded; the examples are the library's own (its argument is ignored). */
export function getExampleNumber(country: CountryCode, _examples?: unknown): ReturnType<Core['getExampleNumber']> {
  const { core, metadata, examples } = library();
  return core.getExampleNumber(country, examples, metadata);
}
