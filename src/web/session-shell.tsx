import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Flow } from '../flow/flow-types';
import { debounce } from '../platform/debounce';
import { createIdleSession } from '../platform/idle-session';
import { safePageUrl } from '../platform/safe-page-url';
import { App } from './app';
import { ServicesContext, type AppServices } from './app-services';
import { PROGRESS_KEY } from './progress-store';
import type { RuntimeConfig } from './runtime-config';
import { SessionEnded } from './session-ended';
import { SessionWarning } from './session-warning';
import { stepPath } from './step-url';
import { notify, ToastHost } from './toast-host';

/** Events that count as the member being there. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown'] as const;

/** The query the start page keeps: unit and language only. */
const safeSearch = () => new URL(safePageUrl(window.location.href) || window.location.href).search;

/**
 * The app inside its session (SPEC §4): after 1800 s without activity the member is logged out:
 * saved progress is removed from local storage and the app, with every answer it holds, is unmounted
 * for a "session ended" page. A warning 120 s before offers to stay, which also refreshes the server session.
 */
export function SessionShell(props: { flow: Flow; config: RuntimeConfig; services: AppServices }) {
  const { services } = props;
  const { t } = useTranslation();
  const [phase, setPhase] = useState<'active' | 'warning' | 'ended'>('active');

  const end = useCallback(() => {
    services.store.remove(PROGRESS_KEY);
    // Best effort: if the server cannot be reached, its own 1800 s idle limit ends the session anyway.
    services.api.logout().catch(() => undefined);
    services.analytics.track({ name: 'session_expired' });
    window.history.replaceState(null, '', stepPath('', safeSearch()));
    setPhase('ended');
  }, [services]);

  const idle = useMemo(() => createIdleSession({ onWarn: () => setPhase('warning'), onExpire: end }), [end]);

  useEffect(() => {
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
  }, [idle, services]);

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
      {phase === 'ended' ? (
        <SessionEnded onRestart={() => window.location.assign(stepPath('', safeSearch()))} />
      ) : (
        <>
          <App flow={props.flow} config={props.config} services={services} />
          {phase === 'warning' ? <SessionWarning onStay={stay} /> : null}
        </>
      )}
      <ToastHost />
    </ServicesContext.Provider>
  );
}
