import { phoneExample, toE164 } from '../../reference/phone-number';

/**
 * The piece that checks, once, the example number of the interface language's country (en-GB: the United Kingdom),
 * so the phone rules of the country most members of that language answer from are compiled before
 * the profile step's Continue checks the member's number (the first check cost a 4x-slower phone 30 ms). Call once
 * the phone library has loaded.
 */
export function phoneWarmUp(language: string): (() => unknown)[] {
  const country = /^[a-z]{2,3}-([A-Z]{2})$/.exec(language)?.[1];
  if (country === undefined) return [];
  return [() => toE164(phoneExample(country) ?? '', country)];
}
