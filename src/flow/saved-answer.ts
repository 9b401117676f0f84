import { consentDecision } from './consent-decision';
import type { AnswerValue, Field, StepAnswers } from './flow-types';

/**
 * A field's answer as its step was saved (`stepAnswers`, undefined while the step is not saved): a consent on a
 * saved step is always true or false, older rows that stored no value for an unticked box included.
 */
export function savedAnswer(field: Pick<Field, 'name' | 'type'>, stepAnswers: StepAnswers | undefined): AnswerValue | undefined {
  const value = stepAnswers?.[field.name];
  if (field.type !== 'consent' || stepAnswers === undefined) return value;
  return consentDecision(value) === 'accepted';
}
