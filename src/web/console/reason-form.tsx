import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const REASON_MAX = 500;

/** The i18n keys of one reason form's texts. */
export interface ReasonFormTexts {
  choose: string;
  chooseMissing: string;
  reason: string;
  reasonHint: string;
  reasonMissing: string;
  submit: string;
}

/**
 * A staff change that needs one choice and the reason for it (a patient-state transition, a consent withdrawal): the
 * choices as radio buttons named `field`, a required reason of at most 500 characters, both checked before anything
 * is sent, focus moved to the first missing one. Element ids start with `idPrefix`, so the two forms on one page
 * never share one. `send` gets the choice and the trimmed reason; the form is busy until it settles.
 */
export function ReasonForm({ idPrefix, field, choices, texts, send }: { idPrefix: string; field: string; choices: { value: string; label: ReactNode }[]; texts: ReasonFormTexts; send: (choice: string, reason: string) => Promise<void> }) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<{ choice?: string; reason?: string }>({});
  const [busy, setBusy] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const choiceError = `${idPrefix}-${field}-error`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chosen = form.get(field);
    const choice = typeof chosen === 'string' ? chosen : '';
    const written = form.get('reason');
    const reason = typeof written === 'string' ? written.trim() : '';
    const found = { ...(choice ? {} : { choice: texts.chooseMissing }), ...(reason ? {} : { reason: texts.reasonMissing }) };
    setErrors(found);
    if (found.choice) return document.getElementById(`${idPrefix}-${choices[0]?.value ?? ''}`)?.focus();
    if (found.reason) return reasonRef.current?.focus();
    setBusy(true);
    try {
      await send(choice, reason);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="transition-form" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset aria-describedby={errors.choice ? choiceError : undefined}>
        <legend>{t(texts.choose)}</legend>
        {errors.choice && <p id={choiceError} className="error-detail" role="alert">{t(errors.choice)}</p>}
        {choices.map(({ value, label }) => (
          <div className="radio" key={value}>
            <input type="radio" id={`${idPrefix}-${value}`} name={field} value={value} />
            <label htmlFor={`${idPrefix}-${value}`}>{label}</label>
          </div>
        ))}
      </fieldset>
      <div className="field">
        <label className="control-label" htmlFor={`${idPrefix}-reason`}>{t(texts.reason)}</label>
        <p id={`${idPrefix}-reason-hint`} className="field-description">{t(texts.reasonHint)}</p>
        {errors.reason && <p id={`${idPrefix}-reason-error`} className="error-detail" role="alert">{t(errors.reason)}</p>}
        <textarea
          ref={reasonRef} id={`${idPrefix}-reason`} name="reason" className="form-control" rows={3} maxLength={REASON_MAX} required
          aria-invalid={errors.reason ? true : undefined} aria-describedby={`${idPrefix}-reason-hint${errors.reason ? ` ${idPrefix}-reason-error` : ''}`}
        />
      </div>
      <button type="submit" className="button" disabled={busy}>{t(texts.submit)}</button>
    </form>
  );
}
