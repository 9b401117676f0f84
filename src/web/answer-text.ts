import type { AnswerValue, Field } from '../flow/flow-types';
import { statesOf } from '../reference/states';
import { formatLongDate } from '../time/date-display';
import { choicesFor } from './choice-options';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** How an answer reads on the check-your-answers page, in the member's language. */
export function answerText(field: Field, value: AnswerValue | undefined, context: { language: string; country?: string; timezone?: string }, t: Translate): string {
  if (value === undefined || value === '') return t('review.notAnswered');
  if (field.type === 'consent') return t(value === true ? 'consent.accepted' : 'consent.declined');
  const text = String(value);
  const choice = choicesFor(field.type, context.language, t).find((c) => c.value === text);
  if (choice) return choice.label;
  if (field.type === 'region' && context.country) return statesOf(context.country).find((s) => s.code === text)?.name ?? text;
  if (field.type === 'date') return formatLongDate(new Date(`${text}T12:00:00Z`), context.language, 'UTC') || text;
  if (field.type === 'slot') {
    const start = new Date(text);
    const zone = context.timezone ?? 'UTC';
    const time = new Intl.DateTimeFormat(context.language, { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(start);
    return `${formatLongDate(start, context.language, zone)}, ${time}`;
  }
  return text;
}
