import { consentDecision } from '../../flow/consent-decision';
import type { AnswerValue, Field } from '../../flow/flow-types';
import { phoneForDisplay } from '../../reference/phone-number';
import { regionNameIn } from '../../reference/place-names';
import { formatZonedTime } from '../../time/format-zoned-time';
import { timeZoneLabel } from '../../time/time-zone-label';
import { formatLongDate } from '../../time/date-display';
import type { ZoneCityTable } from '../../time/zone-city';
import { chosenLabels } from './choice-options';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** How an answer reads on the check-your-answers page, in the member's language (`cities`: that language's city names). */
export function answerText(field: Field, value: AnswerValue | undefined, context: { language: string; country?: string; timezone?: string; now?: Date; cities?: ZoneCityTable }, t: Translate): string {
  if (value === undefined || value === '') return t('review.notAnswered');
  // A consent reads as its receipt does.
  if (field.type === 'consent') return t(`consent.${consentDecision(value)}`);
  // A multiple choice reads as its options' labels, in the options' order.
  if (Array.isArray(value)) return value.length === 0 ? t('review.notAnswered') : (chosenLabels(field.type, context.language, t, value.map(String), field.options) ?? []).join(', ');
  const text = String(value);
  const [chosen] = chosenLabels(field.type, context.language, t, [text], field.options) ?? [];
  if (chosen !== undefined) return chosen;
  if (field.type === 'region' && context.country) return regionNameIn(context.country, text, context.language) ?? text;
  // The zone's name as the list showed it (never its IANA id), true at the moment.
  if (field.type === 'timezone') return timeZoneLabel(text, context.now ?? new Date(), context.language, context.cities) ?? text;
  if (field.type === 'tel') return phoneText(text, context.country);
  if (field.type === 'date') return formatLongDate(new Date(`${text}T12:00:00Z`), context.language, 'UTC') || text;
  if (field.type === 'slot') return formatZonedTime(text, context.timezone ?? 'UTC', context.language, { date: 'long', cities: context.cities }) || text;
  return text;
}

/** A stored phone as the member's country writes it; as stored while the phone library is still on its way. */
function phoneText(e164: string, country: string | undefined): string {
  try {
    return phoneForDisplay(e164, country) ?? e164;
  } catch {
    return e164;
  }
}
