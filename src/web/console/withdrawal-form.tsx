import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isWithdrawable } from '../../patient/withdrawable-consents';
import { ConsoleApiError, type ConsoleApi } from './console-api';

const REASON_MAX = 500;

/**
 * Records that the member withdrew an optional consent they accepted (research, health network), with the reason
 * the member gave. Only consents accepted now are offered; `onDone` reloads the enrolment either way.
 */
export function WithdrawalForm({ api, id, inForce, onDone, onFailure }: { api: ConsoleApi; id: string; inForce: Record<string, string>; onDone: (message: string) => void; onFailure: (error: unknown) => void }) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<{ consent?: string; reason?: string }>({});
  const [busy, setBusy] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const withdrawable = Object.entries(inForce).filter(([consent, decision]) => decision === 'accepted' && isWithdrawable(consent)).map(([consent]) => consent);
  if (withdrawable.length === 0) return <p>{t('coordinator.withdraw.none')}</p>;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chosen = form.get('consent');
    const consent = typeof chosen === 'string' ? chosen : '';
    const written = form.get('reason');
    const reason = typeof written === 'string' ? written.trim() : '';
    const found = { ...(consent ? {} : { consent: 'coordinator.withdraw.chooseMissing' }), ...(reason ? {} : { reason: 'coordinator.withdraw.reasonMissing' }) };
    setErrors(found);
    if (found.consent) return document.getElementById(`withdraw-${withdrawable[0] ?? ''}`)?.focus();
    if (found.reason) return reasonRef.current?.focus();
    setBusy(true);
    try {
      await api.withdraw(id, consent, reason);
      onDone(t('coordinator.withdraw.done', { consent: t(`coordinator.consent.${consent}`) }));
    } catch (caught) {
      if (caught instanceof ConsoleApiError && caught.status === 409) onDone(t('coordinator.withdraw.refused'));
      else onFailure(caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="transition-form" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset aria-describedby={errors.consent ? 'withdraw-consent-error' : undefined}>
        <legend>{t('coordinator.withdraw.choose')}</legend>
        {errors.consent && <p id="withdraw-consent-error" className="error-detail" role="alert">{t(errors.consent)}</p>}
        {withdrawable.map((consent) => (
          <div className="radio" key={consent}>
            <input type="radio" id={`withdraw-${consent}`} name="consent" value={consent} />
            <label htmlFor={`withdraw-${consent}`}>{t(`coordinator.consent.${consent}`)}</label>
          </div>
        ))}
      </fieldset>
      <div className="field">
        <label className="control-label" htmlFor="withdraw-reason">{t('coordinator.withdraw.reason')}</label>
        <p id="withdraw-reason-hint" className="field-description">{t('coordinator.withdraw.reasonHint')}</p>
        {errors.reason && <p id="withdraw-reason-error" className="error-detail" role="alert">{t(errors.reason)}</p>}
        <textarea
          ref={reasonRef} id="withdraw-reason" name="reason" className="form-control" rows={3} maxLength={REASON_MAX} required
          aria-invalid={errors.reason ? true : undefined} aria-describedby={`withdraw-reason-hint${errors.reason ? ' withdraw-reason-error' : ''}`}
        />
      </div>
      <button type="submit" className="button" disabled={busy}>{t('coordinator.withdraw.submit')}</button>
    </form>
  );
}
