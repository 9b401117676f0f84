import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleApi } from './console-api';
import type { AuditPage } from '../../contract/audit-api';
import { consoleHref } from './console-route';
import { formatTime, shortId } from './format-time';
import { Pager } from './pager';
import { AuditFilters } from './audit-filters';
import { auditParams, auditQueryOf, type AuditQuery } from './audit-query';

const COLUMNS = ['at', 'staff', 'action', 'enrolment'] as const;

/** The audit log, newest first, one page at a time, narrowed by the filters in the address (reading it is itself recorded). */
export function AuditView({ api, search, navigate, onFailure }: { api: ConsoleApi; search: string; navigate: (href: string) => void; onFailure: (error: unknown) => void }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState<AuditPage | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);
  const results = useRef<HTMLHeadingElement>(null);
  const applied = useRef(false);
  const query = auditQueryOf(search);
  const key = auditParams(query).toString();
  useEffect(() => {
    let live = true;
    setPage(undefined);
    api.audit(new URLSearchParams(key)).then((result) => live && setPage(result), onFailure);
    return () => {
      live = false;
    };
  }, [api, key, onFailure]);
  useEffect(() => heading.current?.focus(), []);
  // After filters are applied, focus moves to what they found.
  useEffect(() => {
    if (page && applied.current) {
      applied.current = false;
      results.current?.focus();
    }
  }, [page]);
  const apply = (next: AuditQuery) => {
    applied.current = true;
    navigate(consoleHref('audit', auditParams(next)));
  };
  const label = (col: (typeof COLUMNS)[number]) => t(`console.audit.${col}`);
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>{t('console.audit.heading')}</h1>
      <AuditFilters query={query} onApply={apply} />
      <h2 id="audit-results" ref={results} tabIndex={-1}>{page ? t('console.coordinator.auditFilters.results', { count: page.total }) : t('console.coordinator.auditFilters.resultsHeading')}</h2>
      {!page ? <p role="status">{t('console.loading')}</p> : (
        <>
          <table className="console-table stacked-table" data-testid="audit" aria-labelledby="audit-results">
            <thead><tr>{COLUMNS.map((col) => <th key={col} scope="col">{label(col)}</th>)}</tr></thead>
            <tbody>
              {page.entries.map((entry, i) => (
                <tr key={i} data-action={entry.action}>
                  <th scope="row" data-label={label('at')}>{formatTime(entry.at, i18n.language)}</th>
                  <td data-label={label('staff')}>{entry.staff}</td>
                  <td data-label={label('action')}>{t(`console.coordinator.auditActions.${entry.action}`)}</td>
                  <td data-label={label('enrolment')}>{entry.enrolmentId ? <a href={consoleHref(`enrolments/${entry.enrolmentId}`)} onClick={(event) => { event.preventDefault(); navigate(consoleHref(`enrolments/${entry.enrolmentId ?? ''}`)); }}><code>{shortId(entry.enrolmentId)}</code></a> : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page.page} pageSize={page.pageSize} total={page.total} hrefOf={(n) => consoleHref('audit', auditParams({ ...query, page: n }))} navigate={navigate} />
        </>
      )}
    </>
  );
}
