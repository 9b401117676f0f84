import { regionListKey, regionsOf } from './regions';
import { areasOfNation, isNationEntry, isUkNation } from './uk-nations';

/**
 * The region codes a member living in a country (case-insensitive) may answer: its list, where the UK's list
 * loses the entries naming a whole nation, and a UK nation answered as the country keeps only its own areas.
 * Empty when the country has no list.
 */
export function answerableRegions(countryCode: string): readonly string[] {
  if (isUkNation(countryCode)) return areasOfNation(countryCode);
  const codes = regionsOf(countryCode).map((region) => region.code);
  return regionListKey(countryCode) === 'gb' ? codes.filter((code) => !isNationEntry(code)) : codes;
}

/** Whether a region code (exact, as stored) is an answer a member living in the country may give. */
export function isAnswerableRegion(countryCode: string, regionCode: string): boolean {
  return answerableRegions(countryCode).includes(regionCode);
}
