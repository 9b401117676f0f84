import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldValue } from '../../flow/eval-context';
import { formatSlots, type DayGroup } from '../../time/format-slots';
import { formatLongDate } from '../../time/date-display';
import { uiLanguageInfo } from '../../reference/ui-languages';
import type { FormContext } from '../form-context';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; days: DayGroup[] };

/** The appointment picker: offered slots grouped by calendar day in the member's zone, or no appointment now. */
export function SlotWidget(props: WidgetProps<unknown>) {
  const { id, onChange, label, required } = props;
  const value: unknown = props.value;
  const context = props.registry.formContext as FormContext;
  const { t, i18n } = useTranslation();
  const zone = String(fieldValue({ answers: context.answers, presets: {} }, 'timezone') ?? 'UTC');
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const clock = uiLanguageInfo(i18n.language).clock;
  useEffect(() => {
    let live = true;
    context.loadSlots().then(
      (slots) => live && setLoad({ state: 'ready', days: formatSlots({ slots }, { timezone: zone, clock }) }),
      () => live && setLoad({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [context, zone, clock, attempt, context.lastError]);

  if (load.state === 'loading') return <p role="status">{t('app.loading')}</p>;
  if (load.state === 'failed') {
    return (
      <div role="alert">
        <p>{t('slots.loadFailed')}</p>
        <button type="button" className="button button-secondary" onClick={() => { setLoad({ state: 'loading' }); setAttempt((n) => n + 1); }}>{t('app.retry')}</button>
      </div>
    );
  }
  return (
    <fieldset className="slot-picker" id={id}>
      <legend className="control-label">{label}{required ? <span className="required" aria-hidden="true">*</span> : null}</legend>
      <div className="radio">
        <input type="radio" id={`${id}-none`} name={id} checked={value === undefined || value === ''} onChange={() => onChange(undefined)} />
        <label htmlFor={`${id}-none`}>{t('slots.noChoice')}</label>
      </div>
      {load.days.length === 0 ? <p>{t('slots.none')}</p> : null}
      {load.days.map((day) => (
        <fieldset key={day.date} className="slot-day">
          <legend>{formatLongDate(new Date(`${day.date}T12:00:00Z`), i18n.language, 'UTC')}</legend>
          {day.timeSlots.map((slot) => {
            const slotId = `${id}-${day.date}-${slot.optValue}`;
            const start = new Date(slot.originalDate).toISOString();
            return (
              <div className="radio slot" key={slotId}>
                <input type="radio" id={slotId} name={id} value={start} checked={typeof value === 'string' && Date.parse(value) === Date.parse(start)} onChange={() => onChange(start)} />
                <label htmlFor={slotId}>{slot.optLabel}</label>
              </div>
            );
          })}
        </fieldset>
      ))}
    </fieldset>
  );
}
