import type { Option } from './option';
import demographics from './demographics.json';

/** Name of one of the five demographic option sets (docs/spec/entities.md#demographic-option-sets). */
export type DemographicSet = 'gender' | 'pronouns' | 'education' | 'race' | 'employment';

/** Every demographic set name. */
export const DEMOGRAPHIC_SETS: readonly DemographicSet[] = Object.freeze([
  'gender',
  'pronouns',
  'education',
  'race',
  'employment',
]);

// The JSON must hold every set; the annotation makes a missing set a compile error.
const OPTIONS_BY_SET: Record<DemographicSet, readonly Option[]> = demographics;

/** The options of one demographic set, in spec order; optLabel is the translation key. */
export function demographicOptions(set: DemographicSet): Option[] {
  return OPTIONS_BY_SET[set].map((option) => ({ optValue: option.optValue, optLabel: option.optLabel }));
}
