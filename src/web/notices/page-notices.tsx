import { LOAD_FAILED_ID } from './load-failed-notice';

/**
 * What every page the server sends says before its own content, in the page's language (the build renders it into
 * each page, scripts/build/prerender.ts): without JavaScript, that the service needs it and how to turn it on (inside
 * <noscript>, so a browser running scripts never shows it); and, hidden until the page's code shows it, that part of
 * the page could not be loaded, with a button to reload (src/web/notices/load-failed-notice.ts, which makes it an alert as
 * it shows it: an alert role on a hidden element would still match a page's `[role=alert]`).
 */
export function PageNotices({ t }: { t: (key: string) => string }) {
  return (
    <>
      <noscript>
        <div className="page-notice">
          <p className="page-notice-title">{t('nojs.needsScriptTitle')}</p>
          <p>{t('nojs.needsScript')}</p>
        </div>
      </noscript>
      <div id={LOAD_FAILED_ID} className="page-notice" hidden>
        <p className="page-notice-title">{t('nojs.loadFailedTitle')}</p>
        <p>{t('nojs.loadFailed')}</p>
        <button type="button" className="button">{t('nojs.reload')}</button>
      </div>
    </>
  );
}
