import { fieldValue, type FlowFacts } from '../../flow/flow-facts';
import type { Field } from '../../flow/flow-types';
import { phoneExample } from '../../reference/phone-number';

/**
 * The example number a phone field's hint gives: one of the country its `phoneOf` rule reads ("+33 6 12 34 56 78"
 * once France is the answer), else undefined (the hint then gives the language's own example). Only called once the
 * phone library is in: a step checking phones waits for it (useStepValidator).
 */
export function phoneHintExample(visible: readonly Field[], facts: FlowFacts): string | undefined {
  const countryField = visible.map((field) => field.validations.phoneOf).find((on): on is string => typeof on === 'string');
  if (countryField === undefined) return undefined;
  const country = fieldValue(facts, countryField);
  return typeof country === 'string' ? phoneExample(country) : undefined;
}
