import { isZoneOfCountry } from '../time/zone-countries';
import type { Field, StepAnswers } from './flow-types';
import { fieldValue, type FlowFacts } from './flow-facts';
import { checkCustomRules } from './custom-rules';

type KeptWhile = (value: string, ruleValue: unknown, facts: FlowFacts) => boolean;

// Rules that refuse nothing at a save and only say whether an earlier answer survives a change of the field they read.
const KEPT_WHILE: Record<string, KeptWhile> = {
  zoneOf: (value, countryField, facts) => {
    const country = fieldValue(facts, countryField as string);
    return typeof country !== 'string' || country === '' || isZoneOfCountry(value, country);
  },
};

/**
 * Whether a field's saved answer still holds once the answers it reads changed: its custom rules (`regionOf`,
 * `phoneOf`) pass and so does each `keptWhile` rule (`zoneOf`). `facts.answers` holds the other steps' answers.
 */
export function answerHolds(field: Field, stepAnswers: StepAnswers, facts: FlowFacts): boolean {
  if (checkCustomRules([field], stepAnswers, facts).length > 0) return false;
  const value = stepAnswers[field.name];
  if (typeof value !== 'string') return true;
  return Object.entries(field.validations).every(([rule, ruleValue]) => KEPT_WHILE[rule]?.(value, ruleValue, facts) ?? true);
}
