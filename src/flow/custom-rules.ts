import { isStateOf } from '../reference/states';
import type { Field, StepAnswers } from './flow-types';
import { ageOn, fieldValue, type EvalContext } from './eval-context';

/** A rule a field's answer breaks: the field, the rule's name and the values a message may show. */
export interface FieldIssue {
  field: string;
  rule: string;
  params?: Record<string, string | number>;
}

type Check = (value: string, ruleValue: unknown, ctx: EvalContext) => Record<string, string | number> | undefined | false;

// A check returns false when the answer passes, or the message parameters when it breaks the rule.
const CHECKS: Record<string, Check> = {
  minAge: (value, min, ctx) => {
    const age = ageOn(value, ctx.today);
    return age !== undefined && age < (min as number) ? { limit: min as number } : false;
  },
  maxAge: (value, max, ctx) => {
    const age = ageOn(value, ctx.today);
    return age !== undefined && age > (max as number) ? { limit: max as number } : false;
  },
  regionOf: (value, countryField, ctx) => {
    const country = fieldValue(ctx, countryField as string);
    return typeof country === 'string' && isStateOf(country, value) ? false : {};
  },
};

/**
 * Checks the rules JSON Schema cannot say (age from a birth date, a region of the chosen country).
 * `ctx.answers` holds the answers of earlier steps; the step's own answers are passed apart.
 */
export function checkCustomRules(visible: Field[], answers: StepAnswers, ctx: EvalContext): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const withOwn: EvalContext = { ...ctx, answers: { ...ctx.answers, __current: answers } };
  for (const field of visible) {
    const value = answers[field.name];
    if (typeof value !== 'string' || value === '') continue;
    for (const [rule, ruleValue] of Object.entries(field.validations)) {
      const check = CHECKS[rule];
      const broken = check ? check(value, ruleValue, withOwn) : false;
      if (broken) issues.push({ field: field.name, rule, ...(Object.keys(broken).length > 0 ? { params: broken } : {}) });
    }
  }
  return issues;
}
