import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STATE_GROUPS } from '../../patient/patient-state-ranges';
import { UNITS } from '../../reference/units';
import type { ConsoleApi } from './console-api';
import type { EnrolmentPage } from '../../patient/staff-console-shapes';
import { consoleHref } from './console-route';
import { formatTime, shortId } from './format-time';
import { PatientStateBadge } from './patient-state-badge';
import { Pager } from './pager';

const MARKETS = ['US', 'CA', 'UK', 'EU', 'OTHER'];
const FILTERS = ['state', 'unit', 'market', 'from', 'to'] as const;

/** The enrolment list: a filter form (its values in the address: no member data), the table, and pages. */
export function EnrolmentList({ api, search, navigate, onFailure }: { api: ConsoleApi; search: string; navigate: (href: string) => void; onFailure: (error: unknown) => void }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState<EnrolmentPage | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);
  const params = new URLSearchParams(search);
  const query = new URLSearchParams();
  for (const name of [...FILTERS, 'page']) {
    const value = params.get(name);
    if (value) query.set(name, value);
  }
  const queryText = query.toString();

  useEffect(() => {
    let live = true;
    setPage(undefined);
    api.enrolments(queryText ? `?${queryText}` : '').then((result) => live && setPage(result), onFailure);
    return () => {
      live = false;
    };
  }, [api, queryText, onFailure]);
  useEffect(() => heading.current?.focus(), []);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string' && value) next.set(name, value);
    navigate(consoleHref('', next));
  }

  const select = (name: string, options: [string, string][]) => (
    <div className="field">
      <label className="control-label" htmlFor={`filter-${name}`}>{t(`console.filters.${name}`)}</label>
      <select id={`filter-${name}`} name={name} defaultValue={params.get(name) ?? ''} key={`${name}-${search}`}>
        <option value="">{t('console.filters.any')}</option>
        {options.map(([value, label]) => <option key={value} value={value}>{label}</option>)}
      </select>
    </div>
  );
  const date = (name: 'from' | 'to') => (
    <div className="field">
      <label className="control-label" htmlFor={`filter-${name}`}>{t(`console.filters.${name}`)}</label>
      <input id={`filter-${name}`} name={name} type="date" className="form-control" defaultValue={params.get(name) ?? ''} key={`${name}-${search}`} />
    </div>
  );

  return (
    <>
      <h1 ref={heading} tabIndex={-1}>{t('console.list.heading')}</h1>
      <form className="filters" aria-labelledby="filters-heading" onSubmit={apply}>
        <h2 id="filters-heading">{t('console.filters.heading')}</h2>
        <div className="filter-fields">
          {select('state', [...STATE_GROUPS.map((g): [string, string] => [g.name, t(`patient_state_${g.name}`)]), ['none', t('console.filters.none')], ['unknown', t('patient_state_unknown')]])}
          {select('unit', UNITS.map((unit): [string, string] => [unit, t(`units.${unit}`)]))}
          {select('market', MARKETS.map((market): [string, string] => [market, t(`console.market.${market}`)]))}
          {date('from')}
          {date('to')}
        </div>
        <div className="actions">
          <button type="submit" className="button">{t('console.filters.apply')}</button>
          <a className="button button-secondary" href={consoleHref('')} onClick={(event) => { event.preventDefault(); navigate(consoleHref('')); }}>{t('console.filters.clear')}</a>
        </div>
      </form>
      {!page ? <p role="status">{t('console.loading')}</p> : (
        <>
          <table className="console-table" data-testid="enrolments">
            <caption>{t('console.list.caption', { count: page.total })}</caption>
            <thead>
              <tr>
                {['id', 'created', 'unit', 'market', 'flowVersion', 'status', 'state'].map((col) => <th key={col} scope="col">{t(`console.col.${col}`)}</th>)}
              </tr>
            </thead>
            <tbody>
              {page.enrolments.map((row) => (
                <tr key={row.id} data-id={row.id}>
                  <th scope="row">
                    <a href={consoleHref(`enrolments/${row.id}`)} aria-label={t('console.list.open', { id: shortId(row.id) })} onClick={(event) => { event.preventDefault(); navigate(consoleHref(`enrolments/${row.id}`)); }}>
                      <code>{shortId(row.id)}</code>
                    </a>
                  </th>
                  <td>{formatTime(row.createdAt, i18n.language)}</td>
                  <td>{row.unit ? t(`units.${row.unit}`) : t('console.notKnown')}</td>
                  <td>{row.market ? t(`console.market.${row.market}`) : t('console.notKnown')}</td>
                  <td>{row.flowVersion}</td>
                  <td>{t(`console.status.${row.status}`)}</td>
                  <td><PatientStateBadge state={row.patientState} /></td>
                </tr>
              ))}
            </tbody>
          </table>
          {page.enrolments.length === 0 && <p>{t('console.list.empty')}</p>}
          <Pager page={page.page} pageSize={page.pageSize} total={page.total} hrefOf={(n) => { const next = new URLSearchParams(query); next.set('page', String(n)); return consoleHref('', next); }} navigate={navigate} />
        </>
      )}
    </>
  );
}
