import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { durationOptions } from '../i18n/duration-options';

/** What is left after the idle logout: no answers, a way to start again. */
export function SessionEnded({ onRestart }: { onRestart: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${t('session.endedTitle')} – ${t('app.title')}`;
    heading.current?.focus();
  }, [t]);
  return (
    <main id="main" className="main">
      <h1 ref={heading} tabIndex={-1}>{t('session.endedTitle')}</h1>
      <p>{t('session.endedBody', durationOptions('session.endedBody'))}</p>
      <button type="button" className="button" onClick={onRestart}>{t('session.startAgain')}</button>
    </main>
  );
}
