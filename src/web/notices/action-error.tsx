import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmedButton } from '../ui/confirmed-button';
import { durationOptions } from '../i18n/duration-options';

/** Codes after which the enrolment cannot go on in this session: only starting again helps. */
export const RESTART_CODES: ReadonlySet<string> = new Set(['no_session', 'session_expired']);

// Codes whose text lives under its own key; the others read `network.<code>`, then `app.errors.<code>`.
const OWN_TEXT: Readonly<Record<string, string>> = { enrolment_moved: 'wentElsewhere.body' };

/** Codes of a call that got no definite answer (no answer in time, an outage, no connection, a server fault): "Try again" may help. */
export const RETRY_CODES: ReadonlySet<string> = new Set(['timeout', 'unavailable', 'network_error', 'server_error', 'start_failed']);

/**
 * A server failure, shown next to the action the member just pressed (above Continue or Submit): it takes
 * focus and scrolls into view when it appears. A lost session offers "Start again", which wipes the answers
 * only once confirmed; an enrolment that went on on another device says where to pick it up (starting again here
 * would open a second one); a call without a definite answer (RETRY_CODES) offers to try again when `onRetry` is given.
 */
export function ActionError(props: { code: string; onStartAgain: () => void; onRetry?: () => void }) {
  const { code, onStartAgain, onRetry } = props;
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'center' });
  }, [code]);
  const restart = RESTART_CODES.has(code);
  return (
    <div className="action-error" role="alert" tabIndex={-1} ref={ref} data-error-code={code}>
      <p>{t([...(Object.hasOwn(OWN_TEXT, code) ? [OWN_TEXT[code]] : []), `network.${code}`, `app.errors.${code}`, 'app.errors.server_error'], { button: t('resume.button'), ...durationOptions(`app.errors.${code}`) })}</p>
      {restart ? (
        <ConfirmedButton
          label={t('app.startAgain')}
          className="button"
          confirmation={{ id: 'start-again', title: t('app.startAgainTitle'), body: t('app.startAgainBody'), confirmLabel: t('app.startAgainYes'), cancelLabel: t('app.cancel') }}
          onConfirm={onStartAgain}
        />
      ) : null}
      {onRetry && RETRY_CODES.has(code) ? <button type="button" className="button" onClick={onRetry}>{t('app.retry')}</button> : null}
    </div>
  );
}
