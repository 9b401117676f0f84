import { getCountryCallingCode, getExampleNumber, isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/examples.mobile.json';
import phoneCountries from './phone-countries.json';

// Country codes of our lists that dial as another country: UK nations as GB, legacy codes as their successor.
const DIALS_AS: Readonly<Record<string, string>> = phoneCountries;

/** The numbering-plan country (ISO alpha-2) of a stored country code, or undefined when it has none. */
export function phoneCallingCountry(countryCode: string): CountryCode | undefined {
  const upper = countryCode.toUpperCase();
  const country = Object.prototype.hasOwnProperty.call(DIALS_AS, upper) ? DIALS_AS[upper] : upper;
  return country && isSupportedCountry(country) ? country : undefined;
}

/**
 * A phone number in E.164 (`+12125550123`) when it is a valid number of the chosen country's numbering plan,
 * read in that country's national form or in international form; undefined otherwise. A place without a
 * numbering plan of its own (or no country) accepts any valid number written in international form.
 * Numbers with an extension are refused: E.164 cannot hold one.
 */
export function toE164(value: string, countryCode: string | undefined): string | undefined {
  const text = value.trim();
  if (text === '' || text.length > 64 || /[\p{Cc}\p{Cf}]|\p{Cs}/u.test(text)) return undefined;
  const country = countryCode === undefined ? undefined : phoneCallingCountry(countryCode);
  if (countryCode !== undefined && country === undefined && !/^[A-Za-z]{2}$/.test(countryCode)) return undefined;
  const parsed = parsePhoneNumberFromString(text, country);
  if (!parsed?.isValid() || parsed.ext !== undefined) return undefined;
  if (country !== undefined && parsed.countryCallingCode !== getCountryCallingCode(country)) return undefined;
  return parsed.number;
}

/**
 * A stored E.164 number as the member's country writes it: national form ("(416) 555-0100") when the number is of
 * that country's plan, international ("+351 912 345 678") otherwise; undefined when it is not a number.
 */
export function phoneForDisplay(e164: string, countryCode: string | undefined): string | undefined {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return undefined;
  const country = countryCode === undefined ? undefined : phoneCallingCountry(countryCode);
  return country !== undefined && parsed.countryCallingCode === getCountryCallingCode(country) ? parsed.formatNational() : parsed.formatInternational();
}

/**
 * A mobile number of the country's numbering plan in international form ("+33 6 12 34 56 78"), the example a phone
 * hint gives; undefined for a country without a plan of its own (or none chosen).
 */
export function phoneExample(countryCode: string | undefined): string | undefined {
  const country = countryCode === undefined || countryCode === '' ? undefined : phoneCallingCountry(countryCode);
  return country === undefined ? undefined : getExampleNumber(country, examples)?.formatInternational();
}
