import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleApi } from './console-api';
import type { AuditPage } from '../../patient/staff-console-shapes';
import { consoleHref } from './console-route';
import { formatTime, shortId } from './format-time';
import { Pager } from './pager';

/** The audit log, newest first, one page at a time (reading it is itself recorded). */
export function AuditView({ api, search, navigate, onFailure }: { api: ConsoleApi; search: string; navigate: (href: string) => void; onFailure: (error: unknown) => void }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState<AuditPage | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);
  const requested = Number(new URLSearchParams(search).get('page') ?? '1');
  const pageNumber = Number.isInteger(requested) && requested >= 1 && requested <= 10000 ? requested : 1;
  useEffect(() => {
    let live = true;
    api.audit(pageNumber).then((result) => live && setPage(result), onFailure);
    return () => {
      live = false;
    };
  }, [api, pageNumber, onFailure]);
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>{t('console.audit.heading')}</h1>
      {!page ? <p role="status">{t('console.loading')}</p> : (
        <>
          <table className="console-table" data-testid="audit">
            <caption>{t('console.audit.caption', { count: page.total })}</caption>
            <thead><tr>{['at', 'staff', 'action', 'enrolment'].map((col) => <th key={col} scope="col">{t(`console.audit.${col}`)}</th>)}</tr></thead>
            <tbody>
              {page.entries.map((entry, i) => (
                <tr key={i} data-action={entry.action}>
                  <th scope="row">{formatTime(entry.at, i18n.language)}</th>
                  <td>{entry.staff}</td>
                  <td>{t(`console.audit.actions.${entry.action}`)}</td>
                  <td>{entry.enrolmentId ? <a href={consoleHref(`enrolments/${entry.enrolmentId}`)} onClick={(event) => { event.preventDefault(); navigate(consoleHref(`enrolments/${entry.enrolmentId ?? ''}`)); }}><code>{shortId(entry.enrolmentId)}</code></a> : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page.page} pageSize={page.pageSize} total={page.total} hrefOf={(n) => consoleHref('audit', new URLSearchParams({ page: String(n) }))} navigate={navigate} />
        </>
      )}
    </>
  );
}
