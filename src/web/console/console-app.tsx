import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeLanguage } from '../i18n/use-change-language';
import { loadConsoleTexts } from './console-texts';
import { LanguageSwitcher } from '../i18n/language-switcher';
import { AuditView } from './audit-view';
import { ConsoleApiError, consoleApi } from './console-api';
import { consoleHref, useConsoleRoute } from './console-route';
import { EnrolmentDetailView } from './enrolment-detail';
import { EnrolmentList } from './enrolment-list';
import { FunnelView } from './funnel-view';
import { shortId } from './format-time';
import { SignInForm, type SignedOutNotice } from './sign-in-form';

type Phase = { phase: 'checking' } | { phase: 'signed-out'; notice: SignedOutNotice } | { phase: 'signed-in'; staff: string };

/** The server's idle limit (STAFF_IDLE_SECONDS); the page signs out one second after it, as the server already has. */
const IDLE_MS = 1800 * 1000 + 1000;

/** The care-team console: sign-in, then the enrolment list, one enrolment, the audit log and the funnel; signed out after 1800 s idle. */
export function ConsoleApp() {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<Phase>({ phase: 'checking' });
  const [route, navigate] = useConsoleRoute();
  const [failed, setFailed] = useState(false);
  const idle = useRef<number | undefined>(undefined);

  const signedOut = useCallback((notice: SignedOutNotice) => {
    window.clearTimeout(idle.current);
    setState({ phase: 'signed-out', notice });
  }, []);
  const api = useMemo(() => consoleApi(() => {
    window.clearTimeout(idle.current);
    idle.current = window.setTimeout(() => {
      // The server ends the session by itself; the call only makes sure, and its answer does not matter.
      void fetch('/staff/session', { method: 'DELETE', headers: { 'x-staff-request': '1' }, credentials: 'same-origin' }).catch(() => undefined);
      signedOut('expired');
    }, IDLE_MS);
  }), [signedOut]);
  const onFailure = useCallback((error: unknown) => {
    if (error instanceof ConsoleApiError && error.status === 401) signedOut(error.code === 'staff_session_expired' ? 'expired' : 'signedOut');
    else setFailed(true);
  }, [signedOut]);

  useEffect(() => {
    api.session().then(({ staff }) => setState({ phase: 'signed-in', staff }), () => setState({ phase: 'signed-out', notice: undefined }));
    return () => window.clearTimeout(idle.current);
  }, [api]);
  useEffect(() => setFailed(false), [route]);
  // Each view names itself in the page title, so a screen reader and a tab strip say where the coordinator is.
  const view = state.phase === 'signed-out' ? t('console.signIn.heading')
    : state.phase === 'checking' ? undefined
      : route.view === 'audit' ? t('console.audit.heading')
        : route.view === 'funnel' ? t('console.funnel.heading')
        : route.view === 'enrolment' ? t('console.detail.heading', { id: shortId(route.id) })
          : t('console.list.heading');
  useEffect(() => {
    document.documentElement.lang = i18n.language;
    document.title = view ? t('console.coordinator.pageTitle', { view, console: t('console.title') }) : t('console.title');
  }, [i18n.language, t, view]);

  // The console's own texts (locales/<language>/console.json) load with the language.
  const changeLanguage = useChangeLanguage(loadConsoleTexts);

  async function signOut() {
    try {
      await api.signOut();
    } finally {
      signedOut('signedOut');
    }
  }

  const go = (href: string) => (event: MouseEvent) => {
    event.preventDefault();
    navigate(href);
  };

  return (
    <>
      <a className="skip-link" href="#main">{t('console.skip')}</a>
      <header className="header">
        <span className="brand">{t('console.title')}</span>
        <LanguageSwitcher onChange={changeLanguage} />
        {state.phase === 'signed-in' && (
          <div className="console-user">
            <span>{t('console.signedInAs', { staff: state.staff })}</span>
            <button type="button" className="button button-secondary" onClick={() => void signOut()}>{t('console.signOut')}</button>
          </div>
        )}
      </header>
      {state.phase === 'signed-in' && (
        <nav className="console-nav" aria-label={t('console.nav.label')}>
          <a href={consoleHref('')} aria-current={route.view === 'list' || route.view === 'enrolment' ? 'page' : undefined} onClick={go(consoleHref(''))}>{t('console.nav.enrolments')}</a>
          <a href={consoleHref('audit')} aria-current={route.view === 'audit' ? 'page' : undefined} onClick={go(consoleHref('audit'))}>{t('console.nav.audit')}</a>
          <a href={consoleHref('funnel')} aria-current={route.view === 'funnel' ? 'page' : undefined} onClick={go(consoleHref('funnel'))}>{t('console.funnel.nav')}</a>
        </nav>
      )}
      <main id="main" className="main console-main" tabIndex={-1}>
        {failed && <p className="error-banner" role="alert">{t('console.error')}</p>}
        {state.phase === 'checking' && <p role="status">{t('console.loading')}</p>}
        {state.phase === 'signed-out' && <SignInForm api={api} notice={state.notice} onSignedIn={(staff) => setState({ phase: 'signed-in', staff })} />}
        {state.phase === 'signed-in' && route.view === 'list' && <EnrolmentList api={api} search={route.search} memberSearch={route.memberSearch} navigate={navigate} onFailure={onFailure} />}
        {state.phase === 'signed-in' && route.view === 'enrolment' && <EnrolmentDetailView key={route.id} api={api} id={route.id} navigate={navigate} onFailure={onFailure} />}
        {state.phase === 'signed-in' && route.view === 'audit' && <AuditView api={api} search={route.search} navigate={navigate} onFailure={onFailure} />}
        {state.phase === 'signed-in' && route.view === 'funnel' && <FunnelView api={api} onFailure={onFailure} />}
      </main>
    </>
  );
}
