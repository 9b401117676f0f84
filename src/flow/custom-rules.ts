import { isAnswerableRegion } from '../reference/answerable-regions';
import { toE164 } from '../reference/phone-number';
import type { Field, StepAnswers } from './flow-types';
import { ageOn, fieldValue, type FlowFacts } from './flow-facts';
import { trimText } from './normalize-answers';

/** A rule a field's answer breaks: the field, the rule's name and the values a message may show. */
export interface FieldIssue {
  field: string;
  rule: string;
  params?: Record<string, string | number>;
}

type Check = (value: string, ruleValue: unknown, facts: FlowFacts) => Record<string, string | number> | undefined | false;

// YYYY-MM-DD strings compare in calendar order.
const isFuture = (value: string, facts: FlowFacts) => /^\d{4}-\d{2}-\d{2}$/.test(value) && value > facts.today;

// A check returns false when the answer passes, or the message parameters when it breaks the rule.
const CHECKS: Record<string, Check> = {
  minAge: (value, min, facts) => {
    const age = ageOn(value, facts.today);
    return age !== undefined && age < (min as number) ? { limit: min as number } : false;
  },
  maxAge: (value, max, facts) => {
    const age = ageOn(value, facts.today);
    return age !== undefined && age > (max as number) ? { limit: max as number } : false;
  },
  noFutureDate: (value, on, facts) => (on === true && isFuture(value, facts) ? {} : false),
  regionOf: (value, countryField, facts) => {
    const country = fieldValue(facts, countryField as string);
    return typeof country === 'string' && isAnswerableRegion(country, value) ? false : {};
  },
  phoneOf: (value, countryField, facts) => {
    const country = fieldValue(facts, countryField as string);
    return toE164(value, typeof country === 'string' && country !== '' ? country : undefined) ? false : {};
  },
};

// An age read from a date after today means nothing: a birth date in the future gets its own rule instead.
const AGE_RULES = ['minAge', 'maxAge'];
const rulesOf = (field: Field): [string, unknown][] => {
  const rules = Object.entries(field.validations);
  if (!AGE_RULES.some((rule) => rule in field.validations) || field.validations.noFutureDate !== undefined) return rules;
  return [['noFutureDate', true], ...rules];
};

/**
 * Checks the rules JSON Schema cannot say (age from a birth date, a date not in the future, a region of the
 * chosen country, a phone number of that country) and that a required text is more than blanks.
 * `facts.answers` holds the answers of earlier steps; the step's own answers are passed apart.
 */
export function checkCustomRules(visible: Field[], answers: StepAnswers, facts: FlowFacts): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const withOwn: FlowFacts = { ...facts, answers: { ...facts.answers, __current: answers } };
  for (const field of visible) {
    const given = answers[field.name];
    if (typeof given !== 'string') continue;
    // Rules read the answer as it will be stored: without blanks and invisible characters around it.
    const value = trimText(given);
    if (value === '') {
      if (field.validations.required === true) issues.push({ field: field.name, rule: 'required' });
      continue;
    }
    for (const [rule, ruleValue] of rulesOf(field)) {
      const check = CHECKS[rule];
      const broken = check ? check(value, ruleValue, withOwn) : false;
      if (!broken) continue;
      issues.push({ field: field.name, rule, ...(Object.keys(broken).length > 0 ? { params: broken } : {}) });
      // The future-date rule explains the answer; the age rules would only add a confusing second message.
      if (rule === 'noFutureDate') break;
    }
  }
  return issues;
}
