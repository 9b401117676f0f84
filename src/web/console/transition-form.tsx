import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleApiError, type ConsoleApi } from './console-api';
import { transitionOptionText } from './transition-option';

const REASON_MAX = 500;

/**
 * The manual transitions the server offers from the current state (docs/spec/states.md#offered-transitions; the on-hold returns only within
 * their bounds, never the member's own group), each said in words from `current` to the new state, one chosen with a
 * required reason. `onApplied` reloads the enrolment either way.
 */
export function TransitionForm({ api, id, current, offered, onApplied, onFailure }: { api: ConsoleApi; id: string; current: string; offered: string[]; onApplied: (message: string) => void; onFailure: (error: unknown) => void }) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<{ to?: string; reason?: string }>({});
  const [busy, setBusy] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  if (offered.length === 0) return <p>{t('console.transition.none')}</p>;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chosen = form.get('to');
    const to = typeof chosen === 'string' ? chosen : '';
    const written = form.get('reason');
    const reason = typeof written === 'string' ? written.trim() : '';
    const found = { ...(to ? {} : { to: 'console.transition.chooseMissing' }), ...(reason ? {} : { reason: 'console.transition.reasonMissing' }) };
    setErrors(found);
    if (found.to) return document.getElementById(`transition-${offered[0]}`)?.focus();
    if (found.reason) return reasonRef.current?.focus();
    setBusy(true);
    try {
      const { patientState } = await api.transition(id, to, reason);
      onApplied(t('coordinator.transition.applied', { move: transitionOptionText(current, patientState, t), state: patientState }));
    } catch (caught) {
      if (caught instanceof ConsoleApiError && caught.status === 409) onApplied(t('console.transition.refused'));
      else onFailure(caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="transition-form" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset aria-describedby={errors.to ? 'transition-to-error' : undefined}>
        <legend>{t('console.transition.choose')}</legend>
        {errors.to && <p id="transition-to-error" className="error-detail" role="alert">{t(errors.to)}</p>}
        {offered.map((state) => (
          <div className="radio" key={state}>
            <input type="radio" id={`transition-${state}`} name="to" value={state} />
            <label htmlFor={`transition-${state}`}>{transitionOptionText(current, state, t)} <code>{state}</code></label>
          </div>
        ))}
      </fieldset>
      <div className="field">
        <label className="control-label" htmlFor="transition-reason">{t('console.transition.reason')}</label>
        <p id="transition-reason-hint" className="field-description">{t('console.transition.reasonHint')}</p>
        {errors.reason && <p id="transition-reason-error" className="error-detail" role="alert">{t(errors.reason)}</p>}
        <textarea
          ref={reasonRef} id="transition-reason" name="reason" className="form-control" rows={3} maxLength={REASON_MAX} required
          aria-invalid={errors.reason ? true : undefined} aria-describedby={`transition-reason-hint${errors.reason ? ' transition-reason-error' : ''}`}
        />
      </div>
      <button type="submit" className="button" disabled={busy}>{t('console.transition.apply')}</button>
    </form>
  );
}
