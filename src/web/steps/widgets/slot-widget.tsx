import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldValue } from '../../../flow/flow-facts';
import { formatSlots, type DayGroup } from '../../../time/format-slots';
import { formatLongDate } from '../../../time/date-display';
import type { FormContext } from '../form-context';
import { dayOf, isOffered, shortDayName } from './slot-days';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; days: DayGroup[] };

/**
 * The appointment picker, made for a phone: "No appointment now" as its own choice, then a day (a select
 * listing each day in the member's zone with its number of free times, with a hint saying how to reach the
 * times), then the radios of that day only: a radio group of their own, so Tab goes "none" → day → times and the
 * arrows move between the day's times; each time's name says its date too.
 * The member's own booking is in the server's list, so it shows chosen on return; after a refused booking
 * (409 slot_taken) the list is loaded again and a chosen time no longer offered is cleared from the answer.
 */
export function SlotWidget(props: WidgetProps<unknown>) {
  const { id, onChange, label, required, rawErrors } = props;
  const value = typeof props.value === 'string' && props.value !== '' ? props.value : undefined;
  const context = props.registry.formContext as FormContext;
  const { t, i18n } = useTranslation();
  const zone = String(fieldValue({ answers: context.answers, presets: {} }, 'timezone') ?? 'UTC');
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [pickedDay, setPickedDay] = useState<string>();
  // Intl writes the times in the interface language's own clock and pattern (12-hour in en-US, "14 h 00" in fr-CA).
  const language = i18n.language;
  useEffect(() => {
    let live = true;
    context.loadSlots().then(
      (slots) => live && setLoad({ state: 'ready', days: formatSlots({ slots }, { timezone: zone, locale: language }) }),
      () => live && setLoad({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [context, zone, language, attempt, context.lastError]);

  const days = load.state === 'ready' ? load.days : undefined;
  // A chosen time the fresh list no longer offers (taken by someone else) is not the member's answer any more.
  useEffect(() => {
    if (days && value !== undefined && context.lastError === 'slot_taken' && !isOffered(days, value)) onChange(undefined);
  }, [days, value, context.lastError, onChange]);

  if (!days) {
    if (load.state === 'loading') return <p role="status">{t('app.loading')}</p>;
    return (
      <div role="alert">
        <p>{t('slots.loadFailed')}</p>
        <button type="button" className="button button-secondary" onClick={() => { setLoad({ state: 'loading' }); setAttempt((n) => n + 1); }}>{t('app.retry')}</button>
      </div>
    );
  }
  const invalid = (rawErrors?.length ?? 0) > 0 || undefined;
  const dayName = (date: string) => formatLongDate(new Date(`${date}T12:00:00Z`), i18n.language, 'UTC');
  const shownDay = days.find((day) => day.date === (pickedDay ?? dayOf(days, value)))?.date ?? days[0]?.date;
  const times = days.find((day) => day.date === shownDay)?.timeSlots ?? [];
  const longDay = shownDay ? dayName(shownDay) : '';
  return (
    <fieldset className="slot-picker" id={id} aria-invalid={invalid}>
      <legend className="control-label">{label}{required ? <span className="required" aria-hidden="true">*</span> : null}</legend>
      <div className="radio slot-none">
        <input type="radio" id={`${id}-none`} name={`${id}-none`} value="" checked={value === undefined} aria-invalid={invalid} onChange={() => onChange(undefined)} />
        <label htmlFor={`${id}-none`}>{t('slots.noChoice')}</label>
      </div>
      {days.length === 0 ? <p>{t('slots.none')}</p> : (
        <div className="slot-choose">
          <label className="control-label" htmlFor={`${id}-day`}>{t('slots.dayLabel')}</label>
          <p className="field-description" id={`${id}-day-hint`}>{t('reflow.slotHint')}</p>
          <select id={`${id}-day`} aria-describedby={`${id}-day-hint`} value={shownDay} onChange={(event) => setPickedDay(event.target.value)}>
            {days.map((day) => (
              <option key={day.date} value={day.date}>{t('slots.dayOption', { date: shortDayName(day.date, i18n.language), count: day.timeSlots.length })}</option>
            ))}
          </select>
          <fieldset className="slot-day">
            <legend>{t('slots.timesOn', { date: longDay })}</legend>
            <div className="slot-times">
              {times.map((slot) => {
                const slotId = `${id}-${shownDay ?? ''}-${slot.optValue}-${Date.parse(String(slot.originalDate))}`;
                const start = new Date(slot.originalDate).toISOString();
                return (
                  <div className="radio slot" key={slotId}>
                    <input type="radio" id={slotId} name={id} value={start} aria-label={t('reflow.slotName', { time: slot.optLabel, date: longDay })} aria-invalid={invalid} checked={value !== undefined && Date.parse(value) === Date.parse(start)} onChange={() => { setPickedDay(shownDay); onChange(start); }} />
                    <label htmlFor={slotId}>{slot.optLabel}</label>
                  </div>
                );
              })}
            </div>
          </fieldset>
        </div>
      )}
    </fieldset>
  );
}
