import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Says that a step's choices come from an earlier visit on this device, with "Not you?" and a button that clears
 * them (fingerprintPrefill). Once cleared, a message takes the button's place and focus.
 */
export function PrefillNotice({ shown, cleared, onClear }: { shown: boolean; cleared: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (cleared) message.current?.focus();
  }, [cleared]);
  if (cleared) {
    return <p ref={message} className="prefill-notice" role="status" tabIndex={-1} data-testid="prefill-cleared">{t('prefill.cleared')}</p>;
  }
  if (!shown) return null;
  return (
    <div className="prefill-notice" data-testid="prefill-notice">
      <p>{t('prefill.notice')}</p>
      <p>
        {t('prefill.notYou')}{' '}
        <button type="button" className="button button-secondary" onClick={onClear}>{t('prefill.clear')}</button>
      </p>
    </div>
  );
}
