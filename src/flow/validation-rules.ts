/** How a validation rule's value must look, for check-flows and the compiler. */
export type RuleValue = 'boolean' | 'integer' | 'number' | 'regex' | 'format' | 'field';

/** Where a rule is enforced: a JSON Schema keyword, the required list, or a custom check. */
export type RuleTarget = { keyword: string } | { required: true } | { constTrue: true } | { custom: true };

/** A validation rule product staff may write as `VALIDATIONS.<rule>`. */
export interface RuleDefinition {
  value: RuleValue;
  target: RuleTarget;
  /** JSON Schema types of the field the rule applies to. */
  appliesTo: ('string' | 'number' | 'boolean')[];
}

/** Formats accepted by `VALIDATIONS.format`. */
export const KNOWN_FORMATS = ['email', 'date', 'date-time', 'uri'] as const;

/** Every rule the engine knows, by name. */
export const VALIDATION_RULES: Record<string, RuleDefinition> = {
  required: { value: 'boolean', target: { required: true }, appliesTo: ['string', 'number', 'boolean'] },
  minLength: { value: 'integer', target: { keyword: 'minLength' }, appliesTo: ['string'] },
  maxLength: { value: 'integer', target: { keyword: 'maxLength' }, appliesTo: ['string'] },
  pattern: { value: 'regex', target: { keyword: 'pattern' }, appliesTo: ['string'] },
  format: { value: 'format', target: { keyword: 'format' }, appliesTo: ['string'] },
  minimum: { value: 'number', target: { keyword: 'minimum' }, appliesTo: ['number'] },
  maximum: { value: 'number', target: { keyword: 'maximum' }, appliesTo: ['number'] },
  mustAccept: { value: 'boolean', target: { constTrue: true }, appliesTo: ['boolean'] },
  minAge: { value: 'integer', target: { custom: true }, appliesTo: ['string'] },
  maxAge: { value: 'integer', target: { custom: true }, appliesTo: ['string'] },
  regionOf: { value: 'field', target: { custom: true }, appliesTo: ['string'] },
  phoneOf: { value: 'field', target: { custom: true }, appliesTo: ['string'] },
  noFutureDate: { value: 'boolean', target: { custom: true }, appliesTo: ['string'] },
};

/** Whether a rule's value has the right shape; returns the reason when it does not. */
export function ruleValueProblem(rule: RuleDefinition, value: unknown): string | undefined {
  switch (rule.value) {
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'expected true or false';
    case 'integer':
      return Number.isInteger(value) && (value as number) >= 0 ? undefined : 'expected a whole number of 0 or more';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? undefined : 'expected a number';
    case 'field':
      return typeof value === 'string' && value.length > 0 ? undefined : 'expected the name of another field';
    case 'format':
      return (KNOWN_FORMATS as readonly unknown[]).includes(value) ? undefined : `expected one of ${KNOWN_FORMATS.join(', ')}`;
    case 'regex':
      if (typeof value !== 'string') return 'expected a regular expression as a string';
      try {
        new RegExp(value, 'u');
        return undefined;
      } catch (error) {
        return `expected a valid regular expression (${(error as Error).message})`;
      }
  }
}
