import { toE164 } from '../reference/phone-number';
import type { Field, StepAnswers } from './flow-types';
import { consentDecision } from './consent-decision';
import { fieldValue, type FlowFacts } from './flow-facts';

// Whitespace and invisible control or format characters (zero-width space, BOM, direction marks).
const NOISE = /^[\s\p{Cc}\p{Cf}]$/u;

/** A text answer without the blanks and invisible characters around it. */
export function trimText(value: string): string {
  // A loop, not a regular expression: /\s+$/ backtracks quadratically on long inner runs of blanks.
  let start = 0;
  let end = value.length;
  while (start < end && NOISE.test(value[start])) start += 1;
  while (end > start && NOISE.test(value[end - 1])) end -= 1;
  return value.slice(start, end);
}

/** Whether a text answer holds nothing but blanks and invisible characters (and so is not an answer). */
export function isBlankText(value: string): boolean {
  return trimText(value) === '';
}

// Field types whose answers are typed text; every other type is picked from a list.
const TYPED = new Set(['text', 'email', 'tel', 'date']);

/**
 * A step's answers as they are stored, the same in the browser (before saving) and the server (on save):
 * typed text trimmed, blank text dropped (unanswered), a phone with `phoneOf` in E.164 when it is valid, and
 * every shown consent box true or false (an unticked box is a decision, declined, not a missing answer).
 * Run it after validation: an answer the rules refuse is left as typed, for the member to correct.
 */
export function normalizeAnswers(visible: readonly Field[], answers: StepAnswers, facts: FlowFacts): StepAnswers {
  const withOwn: FlowFacts = { ...facts, answers: { ...facts.answers, __current: answers } };
  const out: StepAnswers = {};
  for (const [name, value] of Object.entries(answers)) {
    const field = visible.find((f) => f.name === name);
    if (!field || typeof value !== 'string' || !TYPED.has(field.type)) {
      out[name] = value;
      continue;
    }
    const text = trimText(value);
    if (text === '') continue;
    const countryField = field.validations.phoneOf;
    const country = typeof countryField === 'string' ? fieldValue(withOwn, countryField) : undefined;
    out[name] = typeof countryField === 'string' ? (toE164(text, typeof country === 'string' && country !== '' ? country : undefined) ?? text) : text;
  }
  for (const field of visible) if (field.type === 'consent') out[field.name] = consentDecision(answers[field.name]) === 'accepted';
  return out;
}
