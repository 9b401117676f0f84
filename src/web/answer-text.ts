import type { AnswerValue, Field } from '../flow/flow-types';
import { regionNameIn } from '../reference/place-names';
import { timeZoneLabel } from '../time/time-zone-label';
import { formatLongDate } from '../time/date-display';
import { choicesFor } from './choice-options';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** How an answer reads on the check-your-answers page, in the member's language. */
export function answerText(field: Field, value: AnswerValue | undefined, context: { language: string; country?: string; timezone?: string; now?: Date }, t: Translate): string {
  if (value === undefined || value === '') return t('review.notAnswered');
  if (field.type === 'consent') return t(value === true ? 'consent.accepted' : 'consent.declined');
  const choices = choicesFor(field.type, context.language, t, field.options);
  // A multiple choice reads as its options' labels, in the options' order.
  if (Array.isArray(value)) return value.length === 0 ? t('review.notAnswered') : choices.filter((c) => value.includes(c.value)).map((c) => c.label).join(', ');
  const text = String(value);
  const choice = choices.find((c) => c.value === text);
  if (choice) return choice.label;
  if (field.type === 'region' && context.country) return regionNameIn(context.country, text, context.language) ?? text;
  // The zone's name as the list showed it (never its IANA id), true at the moment.
  if (field.type === 'timezone') return timeZoneLabel(text, context.now ?? new Date(), context.language) ?? text;
  if (field.type === 'date') return formatLongDate(new Date(`${text}T12:00:00Z`), context.language, 'UTC') || text;
  if (field.type === 'slot') {
    const start = new Date(text);
    const zone = context.timezone ?? 'UTC';
    const time = new Intl.DateTimeFormat(context.language, { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(start);
    return `${formatLongDate(start, context.language, zone)}, ${time}`;
  }
  return text;
}
