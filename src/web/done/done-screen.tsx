import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Flow } from '../../flow/flow-types';
import { useServices } from '../boot/app-services';
import { ConfirmedButton } from '../ui/confirmed-button';
import { DonePage } from './done-page';
import { doneRecordOf, writeDone, type DoneRecord } from './done-record';
import { PageHeader } from '../ui/page-header';
import { startOver } from '../session/start-over';
import { stepPath } from '../steps/step-url';
import { UnitRedirect } from '../steps/unit-redirect';

/**
 * The enrolled member's page, shown instead of the flow whenever a done record is kept: after submit, on a
 * reload, a reopened link or browser back (the address always goes back to the done step). It refreshes the
 * record from GET /member/enrolment; a new enrolment starts only after the member confirms. Right after submit
 * (`justEnrolled`), an enrolment with redirectUnitToggle on is sent on to its destination, announced and stoppable.
 */
export function DoneScreen(props: { flow: Flow; record: DoneRecord; onRecord: (record: DoneRecord) => void; justEnrolled?: boolean }) {
  const { flow, record, onRecord } = props;
  const { t } = useTranslation();
  const { api, store } = useServices();
  const heading = useRef<HTMLHeadingElement>(null);
  const [counting, setCounting] = useState(false);
  const step = flow.steps.find((s) => s.kind === 'done');
  const stepId = step?.id ?? 'done';

  useEffect(() => {
    const keepAddress = () => {
      const want = stepPath(stepId, window.location.search);
      if (`${window.location.pathname}${window.location.search}` !== want) window.history.replaceState(null, '', want);
    };
    keepAddress();
    heading.current?.focus();
    window.addEventListener('popstate', keepAddress);
    return () => window.removeEventListener('popstate', keepAddress);
  }, [stepId]);

  useEffect(() => {
    document.title = `${t(step?.titleKey ?? 'app.title')} – ${t('app.title')}`;
  }, [t, step]);

  useEffect(() => {
    let live = true;
    // The local record is shown at once; the server's answer replaces it when it can be read (a failure keeps it).
    api.summary().then(
      (summary) => {
        const fresh = summary.status === 'submitted' ? doneRecordOf(summary) : undefined;
        if (!live || !fresh) return;
        writeDone(store, fresh);
        onRecord(fresh);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, store, onRecord]);

  return (
    <>
      <PageHeader />
      <main id="main" className="main">
        <h1 ref={heading} tabIndex={-1}>{t(step?.titleKey ?? 'app.title')}</h1>
        {step?.introKey ? <p className="intro">{t(step.introKey)}</p> : null}
        <UnitRedirect record={record} justEnrolled={props.justEnrolled === true} onCounting={setCounting} />
        <DonePage record={record} primaryElsewhere={counting} />
        <div className="actions">
          <ConfirmedButton
            label={t('done.startNew')}
            className="button button-secondary"
            confirmation={{ id: 'start-new', title: t('done.confirmTitle'), body: t('done.confirmBody'), confirmLabel: t('done.confirmYes'), cancelLabel: t('app.cancel') }}
            onConfirm={() => startOver(store)}
          />
        </div>
      </main>
    </>
  );
}
