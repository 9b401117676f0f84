import { useCallback, useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Flow } from '../../flow/flow-types';
import { debounce } from '../../platform/debounce';
import type { SubmitResult } from '../../flow/flow-machine-types';
import { createIdleSession } from '../../platform/idle-session';
import { App, type PageAddress } from '../boot/app';
import { ServicesContext, type AppServices } from '../boot/app-services';
import { PROGRESS_KEY, savedEnrolmentId } from './progress-store';
import { useReturnCheck } from './use-return-check';
import type { RuntimeConfig } from '../boot/runtime-config';
import { LazyDoneScreen } from '../boot/lazy-done-screen';
import { doneRecordOf, readDone, writeDone, type DoneRecord } from '../done/done-record';
import { SessionEnded } from './session-ended';
import { forgetThisDevice } from './forget-this-device';
import { LeftDeviceNotice } from './left-device-notice';
import type { LeftDeviceCode } from '../../platform/left-device';
import { SessionWarning } from './session-warning';
import { safeSearch, startOver } from './start-over';
import { stepPath } from '../steps/step-url';
import { LazyToastHost, notify } from '../notices/lazy-toast-host';
import { useServerProgress } from './server-progress';
import type { EarlyInput } from '../boot/early-input';
import { PageHeader } from '../ui/page-header';

/** The address of the page a left device shows: no step's, so a reload shows no step before the server is asked. */
export const LEFT_DEVICE_PATH = 'elsewhere';

/** Events that count as the member being there. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * The app inside its session (docs/spec/states.md#session): after 1800 s without activity the member is logged out:
 * saved progress is removed from local storage and the app, with every answer it holds, is unmounted
 * for a "session ended" page. A warning 120 s before offers to stay, which also refreshes the server session.
 * Once enrolled, a done record replaces the progress and the done screen is shown instead of the flow;
 * it holds no answers, so the idle logout is not armed there (docs/decisions/done-page-after-submit.md).
 */
export function SessionShell(props: { flow: Flow; config: RuntimeConfig; services: AppServices; address?: PageAddress; sessionOpen?: boolean; early?: EarlyInput }) {
  const { services } = props;
  const { t } = useTranslation();
  const [phase, setPhase] = useState<'active' | 'warning' | 'ended'>('active');
  // The toast region (and its code) is needed from the first session warning on: a toast only follows "stay".
  const [toasts, setToasts] = useState(false);
  if (phase === 'warning' && !toasts) setToasts(true);
  const [done, setDone] = useState<DoneRecord | undefined>(() => readDone(services.store));
  // Only a submit in this page sends the member on; a reload, a reopened link or back does not.
  const [justEnrolled, setJustEnrolled] = useState(false);
  const isDone = done !== undefined;
  // The member left this device (the enrolment went on, or was submitted, elsewhere): heard by any member call, even the
  // progress read below, whose effect runs after this listener's.
  const [left, setLeft] = useState<LeftDeviceCode | undefined>(() => services.leftDevice?.heard());
  // At once, not in a later render: a refused save must not bring its step back, nor the slots say they failed, first.
  useEffect(() => services.leftDevice?.listen((code) => flushSync(() => setLeft(code))), [services]);
  useEffect(() => {
    if (!left) return;
    // After the render that took the flow away, so that nothing the flow still wrote on its way out is left behind.
    forgetThisDevice(services.store);
    // An address that names no step: a reload asks the server again (the hint cookie stays) instead of opening a step.
    window.history.replaceState(null, '', stepPath(LEFT_DEVICE_PATH, safeSearch()));
  }, [left, services]);

  const finish = useCallback((result: SubmitResult) => {
    const record = doneRecordOf(result);
    services.store.remove(PROGRESS_KEY);
    if (!record) return;
    writeDone(services.store, record);
    setJustEnrolled(true);
    setDone(record);
  }, [services]);

  const end = useCallback(() => {
    services.store.remove(PROGRESS_KEY);
    // Best effort: if the server cannot be reached, its own 1800 s idle limit ends the session anyway.
    services.api.logout().catch(() => undefined);
    services.analytics.track({ name: 'session_expired' });
    window.history.replaceState(null, '', stepPath('', safeSearch()));
    setPhase('ended');
  }, [services]);

  const idle = useMemo(() => createIdleSession({ onWarn: () => setPhase('warning'), onExpire: end }), [end]);
  // A member with saved progress continues from the server's answers, not the browser's.
  // Submitted elsewhere (another device): the done page, without sending the member on.
  const submittedElsewhere = useCallback((result: SubmitResult) => {
    const record = doneRecordOf(result);
    services.store.remove(PROGRESS_KEY);
    if (record) writeDone(services.store, record);
    setDone(record);
  }, [services]);
  // A device she left says so as soon as she comes back to it, before she presses anything.
  const checkingReturn = useReturnCheck(services.api, useCallback(() => savedEnrolmentId(services.store) !== undefined && readDone(services.store) === undefined, [services]));
  const progress = useServerProgress({ flow: props.flow, flowVersion: props.config.flowHash ?? props.flow.version, api: services.api, store: services.store, sessionOpen: props.sessionOpen, onSubmitted: submittedElsewhere });

  useEffect(() => {
    if (isDone || left) return undefined;
    idle.start();
    const onActivity = debounce(() => {
      idle.activity();
      services.keepAlive.activity();
    }, 1000);
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true });
    return () => {
      onActivity.cancel();
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity);
      idle.stop();
    };
  }, [idle, services, isDone, left]);

  const stay = () => {
    idle.stay();
    setPhase('active');
    void services.keepAlive.refresh().then((reached) => {
      if (reached === true) notify.success(t('session.extended'));
      if (reached === false) notify.error(t('session.extendFailed'));
    });
  };

  return (
    <ServicesContext.Provider value={services}>
      {left ? (
        <LeftDeviceNotice code={left} onStartNew={() => startOver(services.store)} />
      ) : done ? (
        <LazyDoneScreen flow={props.flow} record={done} onRecord={setDone} justEnrolled={justEnrolled} />
      ) : phase === 'ended' ? (
        <SessionEnded onRestart={() => window.location.assign(stepPath('', safeSearch()))} />
      ) : progress.phase !== 'ready' ? (
        <>
          <PageHeader />
          <main id="main" className="main">
            {progress.phase === 'failed' ? (
              <div role="alert">
                <p>{t('app.errors.network_error')}</p>
                <button type="button" onClick={progress.retry}>{t('app.retry')}</button>
              </div>
            ) : (
              <p role="status">{t('app.loading')}</p>
            )}
          </main>
        </>
      ) : (
        <>
          <App flow={props.flow} config={props.config} services={services} onDone={finish} address={props.address} early={props.early} holding={checkingReturn} />
          {phase === 'warning' ? <SessionWarning onStay={stay} /> : null}
        </>
      )}
      {toasts ? <LazyToastHost /> : null}
    </ServicesContext.Provider>
  );
}
