/** How a validation rule's value must look, for check-flows and the compiler. */
export type RuleValue = 'boolean' | 'integer' | 'number' | 'regex' | 'format' | 'field' | 'translationKey';

/**
 * Where a rule is enforced: a JSON Schema keyword, the required list, a custom check, or the message of another rule;
 * `keptWhile` refuses nothing the member picks, it only says when a later change of the field it names drops the answer.
 */
export type RuleTarget = { keyword: string } | { required: true } | { constTrue: true } | { custom: true } | { messageOf: string } | { keptWhile: true };

/** A validation rule product staff may write as `VALIDATIONS.<rule>`. */
export interface RuleDefinition {
  value: RuleValue;
  target: RuleTarget;
  /** JSON Schema types of the field the rule applies to. */
  appliesTo: ('string' | 'number' | 'boolean')[];
  /** What the rule does, for the flow schema (editors show it). */
  description: string;
  /** The rule that must accompany this one, e.g. `patternMessage` for `pattern` (pattern_without_message). */
  needs?: string;
}

/** Formats accepted by `VALIDATIONS.format`. */
export const KNOWN_FORMATS = ['email', 'date', 'date-time', 'uri'] as const;

/** Every rule the engine knows, by name. */
export const VALIDATION_RULES: Record<string, RuleDefinition> = {
  required: { value: 'boolean', target: { required: true }, appliesTo: ['string', 'number', 'boolean'], description: 'The field must be answered.' },
  minLength: { value: 'integer', target: { keyword: 'minLength' }, appliesTo: ['string'], description: 'Fewest characters the answer may have.' },
  maxLength: { value: 'integer', target: { keyword: 'maxLength' }, appliesTo: ['string'], description: 'Most characters the answer may have.' },
  pattern: {
    value: 'regex', target: { keyword: 'pattern' }, appliesTo: ['string'], needs: 'patternMessage',
    description: 'A regular expression the answer must match (in JSON, write \\\\d for \\d). Needs `patternMessage`.',
  },
  patternMessage: {
    value: 'translationKey', target: { messageOf: 'pattern' }, appliesTo: ['string'],
    description: 'Translation key of the message shown when the answer does not match `pattern`, present in every file of locales/.',
  },
  format: { value: 'format', target: { keyword: 'format' }, appliesTo: ['string'], description: 'A format the answer must have.' },
  minimum: { value: 'number', target: { keyword: 'minimum' }, appliesTo: ['number'], description: 'Smallest number allowed.' },
  maximum: { value: 'number', target: { keyword: 'maximum' }, appliesTo: ['number'], description: 'Largest number allowed.' },
  mustAccept: { value: 'boolean', target: { constTrue: true }, appliesTo: ['boolean'], description: 'A consent that must be accepted to continue.' },
  minAge: { value: 'integer', target: { custom: true }, appliesTo: ['string'], description: 'Youngest age allowed, in whole years, given by a date of birth.' },
  maxAge: { value: 'integer', target: { custom: true }, appliesTo: ['string'], description: 'Oldest age allowed, in whole years, given by a date of birth.' },
  regionOf: { value: 'field', target: { custom: true }, appliesTo: ['string'], description: 'The region must belong to the country answered in the named field.' },
  phoneOf: {
    value: 'field', target: { custom: true }, appliesTo: ['string'],
    description: 'The phone number must be valid in the country answered in the named field (UK nations dial as GB); it is stored in E.164.',
  },
  zoneOf: {
    value: 'field', target: { keptWhile: true }, appliesTo: ['string'],
    description: 'Asked again when the country answered in the named field changes to one the time zone is not a zone of; any zone may still be picked.',
  },
  noFutureDate: { value: 'boolean', target: { custom: true }, appliesTo: ['string'], description: 'The date may not be after today (implied by minAge / maxAge on a date of birth).' },
};

/** The translation key a field's rules give for a failed rule (`patternMessage` for `pattern`), or undefined. */
export function ownMessageKey(validations: Record<string, unknown>, rule: string): string | undefined {
  const carrier = Object.entries(VALIDATION_RULES).find(([name, definition]) => 'messageOf' in definition.target && definition.target.messageOf === rule && typeof validations[name] === 'string');
  return carrier ? (validations[carrier[0]] as string) : undefined;
}

/** Each field's own message keys by failed rule, e.g. { memberNumber: { pattern: 'errors.memberNumber' } }. */
export function ownMessageKeys(fields: readonly { name: string; validations: Record<string, unknown> }[]): Record<string, Record<string, string>> {
  const keys: Record<string, Record<string, string>> = {};
  for (const field of fields) {
    for (const definition of Object.values(VALIDATION_RULES)) {
      const key = 'messageOf' in definition.target ? ownMessageKey(field.validations, definition.target.messageOf) : undefined;
      if (key !== undefined && 'messageOf' in definition.target) keys[field.name] = { ...keys[field.name], [definition.target.messageOf]: key };
    }
  }
  return keys;
}

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
    case 'translationKey':
      return typeof value === 'string' && value.length > 0 ? undefined : 'expected a translation key (e.g. "errors.memberNumber")';
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
