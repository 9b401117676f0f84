import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleApiError, type ConsoleApi } from './console-api';

/** Why the sign-in form is shown: first visit, after sign-out, or after the idle limit. */
export type SignedOutNotice = 'signedOut' | 'expired' | undefined;

/** Sign-in with the staff token in a password field; the token goes to POST /staff/session and is not kept. */
export function SignInForm({ api, notice, onSignedIn }: { api: ConsoleApi; notice: SignedOutNotice; onSignedIn: (staff: string) => void }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = input.current;
    const token = field?.value ?? '';
    if (!token) {
      setError('console.signIn.missing');
      field?.focus();
      return;
    }
    setBusy(true);
    try {
      const { staff } = await api.signIn(token);
      if (field) field.value = '';
      onSignedIn(staff);
    } catch (caught) {
      const status = caught instanceof ConsoleApiError ? caught.status : 0;
      setError(status === 429 ? 'console.signIn.limited' : status === 401 || status === 400 ? 'console.signIn.wrong' : 'console.error');
      if (field) field.value = '';
      field?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <h1 ref={heading} tabIndex={-1}>{t('console.signIn.heading')}</h1>
      {notice && <p className="console-notice" role="status">{t(notice === 'expired' ? 'console.signIn.expired' : 'console.signIn.signedOut')}</p>}
      <form className="sign-in" onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label className="control-label" htmlFor="staff-token">{t('console.signIn.token')}</label>
          {error && <p id="staff-token-error" className="error-detail" role="alert">{t(error)}</p>}
          <input
            ref={input} id="staff-token" name="token" type="password" className="form-control" autoComplete="current-password" spellCheck={false}
            aria-invalid={error ? true : undefined} aria-describedby={error ? 'staff-token-error' : undefined}
          />
        </div>
        <button type="submit" className="button" disabled={busy}>{t('console.signIn.submit')}</button>
      </form>
    </>
  );
}
