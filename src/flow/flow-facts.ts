import type { Answers, AnswerValue } from './flow-types';

/** Everything a condition may look at: resolved flags, URL presets, answers so far, and today's date. */
export interface FlowFacts {
  flags: Record<string, boolean>;
  presets: Record<string, string>;
  answers: Answers;
  /** Today as YYYY-MM-DD in the member's calendar; injected so the core never reads the clock. */
  today: string;
  /** The field whose country decides the market; the flow's first field of type `country`. */
  marketField?: string;
}

/** The value of a field, from the answers of any step, else from a URL preset of the same name. */
export function fieldValue(facts: Pick<FlowFacts, 'answers' | 'presets'>, name: string): AnswerValue | undefined {
  for (const stepAnswers of Object.values(facts.answers)) {
    if (Object.prototype.hasOwnProperty.call(stepAnswers, name)) return stepAnswers[name];
  }
  return facts.presets[name];
}

/** Whole years between a YYYY-MM-DD birth date and today, or undefined when the date is not valid. */
export function ageOn(birthDate: string, today: string): number | undefined {
  const birth = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  const now = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!birth || !now) return undefined;
  const [by, bm, bd] = birth.slice(1).map(Number) as [number, number, number];
  const [ny, nm, nd] = now.slice(1).map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(by, bm - 1, bd));
  // Stryker disable next-line ConditionalExpression: a day or month out of range always moves the month (day 0, 32) or the year (month 0, 13), so each check alone already refuses it.
  if (probe.getUTCFullYear() !== by || probe.getUTCMonth() !== bm - 1 || probe.getUTCDate() !== bd) return undefined;
  const hadBirthday = nm > bm || (nm === bm && nd >= bd);
  return ny - by - (hadBirthday ? 0 : 1);
}

/** Today's date as YYYY-MM-DD in UTC, from a given instant. */
export function isoDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}
