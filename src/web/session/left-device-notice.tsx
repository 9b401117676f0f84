import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeftDeviceCode } from '../../platform/left-device';

/** The heading and text of each news, and whether a new enrolment is offered. */
const TEXTS: Readonly<Record<LeftDeviceCode, { title: string; body: string; startNew: boolean }>> = {
  // Going on elsewhere: a new enrolment here would be a second one beside it, so none is offered.
  enrolment_moved: { title: 'wentElsewhere.movedTitle', body: 'wentElsewhere.body', startNew: false },
  // Submitted elsewhere: nothing is left to do with it; a new enrolment (for someone else) can still work.
  enrolment_submitted_elsewhere: { title: 'wentElsewhere.submittedTitle', body: 'wentElsewhere.submittedBody', startNew: true },
};

/**
 * What a device the member left shows in place of the flow, in the member's language: what happened and only what
 * can still work. It holds nothing of the member: the flow, with every answer, is gone from the page.
 */
export function LeftDeviceNotice({ code, onStartNew }: { code: LeftDeviceCode; onStartNew: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const texts = TEXTS[code];
  useEffect(() => {
    document.title = `${t(texts.title)} – ${t('app.title')}`;
    heading.current?.focus();
  }, [t, texts]);
  return (
    <main id="main" className="main">
      <h1 ref={heading} tabIndex={-1}>{t(texts.title)}</h1>
      <div className="left-device" data-error-code={code}>
        <p>{t(texts.body, { button: t('resume.button') })}</p>
        {texts.startNew ? <button type="button" className="button" onClick={onStartNew}>{t('done.startNew')}</button> : null}
      </div>
    </main>
  );
}
