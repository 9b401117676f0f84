import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REDIRECT_SECONDS, redirectDestination } from '../../reference/unit-redirect';
import { useServices } from '../boot/app-services';
import type { DoneRecord } from '../done/done-record';
import { useAnyDialogOpen } from '../ui/open-dialogs';

/** Seconds left at which the countdown is announced to screen readers (besides its start). */
const ANNOUNCED_AT: ReadonlySet<number> = new Set([20, 10, 5]);

/**
 * The automatic send-on of the done page (redirectUnitToggle): right after submit, the member is told
 * where they will be taken and in how many seconds (visible, and announced in a live region at the start and at
 * 20, 10 and 5 seconds), can go at once by a link, or stay: the button stops it for good (WCAG 2.2.1). The count
 * holds while a dialog is open over the page. Nothing is shown when the enrolment's flag is off, after a reload, or
 * when no destination fits. `onCounting` hears whether the count runs (its link is then the page's primary action).
 */
export function UnitRedirect({ record, justEnrolled, onCounting }: { record: DoneRecord; justEnrolled: boolean; onCounting?: (counting: boolean) => void }) {
  const { t } = useTranslation();
  const { inAppBrowser, analytics } = useServices();
  const target = record.redirect && justEnrolled ? redirectDestination(record.destinations, inAppBrowser) : undefined;
  const [seconds, setSeconds] = useState(REDIRECT_SECONDS);
  const [phase, setPhase] = useState<'counting' | 'stopped' | 'gone'>('counting');
  const [announced, setAnnounced] = useState<number>();
  const status = useRef<HTMLParagraphElement>(null);
  const counting = target !== undefined && phase === 'counting';
  const held = useAnyDialogOpen();

  useEffect(() => onCounting?.(counting), [counting, onCounting]);

  useEffect(() => {
    if (!counting) return undefined;
    // The live region is in the page before its first text, so the start is announced too.
    const first = setTimeout(() => setAnnounced(REDIRECT_SECONDS), 100);
    return () => clearTimeout(first);
  }, [counting]);

  useEffect(() => {
    if (!counting || held) return undefined;
    const tick = setInterval(() => setSeconds((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(tick);
  }, [counting, held]);

  useEffect(() => {
    if (!counting || !target) return;
    if (ANNOUNCED_AT.has(seconds)) setAnnounced(seconds);
    if (seconds > 0) return;
    setPhase('gone');
    analytics.track({ name: 'destination_opened', destination: target.id });
    window.location.assign(target.url);
  }, [counting, seconds, target, analytics]);

  if (!target) return null;
  const destination = t(`destinations.${target.id}`);
  const stay = () => {
    setPhase('stopped');
    // The button goes away with the countdown; focus moves to the message that replaces it.
    setTimeout(() => status.current?.focus(), 0);
  };
  return (
    <section className="unit-redirect" data-testid="unit-redirect">
      {phase === 'counting' ? (
        <p className="unit-redirect-countdown" role="timer">{t('redirect.countdown', { destination, count: seconds })}</p>
      ) : null}
      <p ref={status} role="status" tabIndex={-1} className={phase === 'stopped' ? 'unit-redirect-stopped' : 'visually-hidden'}>
        {phase === 'stopped' ? t('redirect.stopped') : announced !== undefined ? t('redirect.countdown', { destination, count: announced }) : ''}
      </p>
      {phase === 'counting' ? (
        <div className="actions">
          <a
            className="button"
            href={target.url}
            onClick={() => {
              setPhase('gone');
              analytics.track({ name: 'destination_opened', destination: target.id });
            }}
          >
            {t('redirect.goNow', { destination })}
          </a>
          <button type="button" className="button button-secondary" onClick={stay}>{t('redirect.stay')}</button>
        </div>
      ) : null}
    </section>
  );
}
