import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STATE_GROUPS } from '../../patient/patient-state-ranges';
import { MARKETS } from '../../reference/markets';
import { UNITS } from '../../reference/units';
import { ConsoleApiError, type ConsoleApi } from './console-api';
import type { EnrolmentPage } from '../../contract/enrolment-list-api';
import { consoleHref, type ConsoleNavigate } from './console-route';
import { formatTime, shortId } from './format-time';
import { PatientStateBadge } from './patient-state-badge';
import { Pager } from './pager';

const FILTERS = ['state', 'unit', 'market', 'from', 'to'] as const;
// Pages are turned by key: the cursor of the row a page starts after (older) or before (newer).
const TURNS = ['after', 'before'] as const;
const REFUSALS: Readonly<Record<string, 'tooShort' | 'tooBroad'>> = { search_too_short: 'tooShort', query_too_broad: 'tooBroad' };
const COLUMNS = ['created', 'unit', 'market', 'flowVersion', 'status', 'state'] as const;

/**
 * The enrolment list: one search box (name, email, phone, birth date or id; the text lives in the history entry,
 * never in the address), the filters (in the address: no member data), the members as a table or, on small
 * screens, as cards (console.css), and pages. Focus goes to the results' heading once a search is answered.
 */
export function EnrolmentList({ api, search, memberSearch, navigate, onFailure }: { api: ConsoleApi; search: string; memberSearch: string; navigate: ConsoleNavigate; onFailure: (error: unknown) => void }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState<EnrolmentPage | undefined>();
  const [focusResults, setFocusResults] = useState(false);
  // A search the server will not run (too short, too broad) says how to narrow it, in place of the results.
  const [refused, setRefused] = useState<'tooShort' | 'tooBroad' | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);
  const results = useRef<HTMLHeadingElement>(null);
  const submitted = useRef(false);
  const params = new URLSearchParams(search);
  const query = new URLSearchParams();
  for (const name of [...FILTERS, ...TURNS]) {
    const value = params.get(name);
    if (value) query.set(name, value);
  }
  const queryText = query.toString();
  const searching = memberSearch.trim() !== '';
  const language = i18n.language;

  useEffect(() => {
    let live = true;
    setPage(undefined);
    setRefused(undefined);
    const filters = Object.fromEntries(FILTERS.flatMap((name) => (query.get(name) ? [[name, query.get(name)]] : [])));
    const answer = searching
      ? api.searchEnrolments({ q: memberSearch, locale: language, ...filters, ...Object.fromEntries(TURNS.flatMap((name) => (query.get(name) ? [[name, query.get(name)]] : []))) })
      : api.enrolments(queryText ? `?${queryText}` : '');
    answer.then((result) => {
      if (!live) return;
      setPage(result);
      // Focus follows the answer to a search, not the render before it (that one still shows the previous page).
      if (submitted.current) {
        submitted.current = false;
        setFocusResults(true);
      }
    }, (error: unknown) => {
      if (!live) return;
      const refusal = error instanceof ConsoleApiError ? REFUSALS[error.code] : undefined;
      if (refusal) setRefused(refusal);
      else onFailure(error);
    });
    return () => {
      live = false;
    };
    // `query` is rebuilt from `queryText` on every render; the text stands for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, queryText, memberSearch, searching, language, onFailure]);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (page) document.title = searching ? t('console.search.title.results', { count: page.total }) : t('console.search.title.list', { count: page.total });
  }, [page, searching, t]);
  useEffect(() => {
    if (!focusResults) return;
    setFocusResults(false);
    results.current?.focus();
  }, [focusResults]);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = new URLSearchParams();
    let text = '';
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value !== 'string' || !value) continue;
      if (name === 'q') text = value;
      else next.set(name, value);
    }
    submitted.current = true;
    navigate(consoleHref('', next), text.trim() ? { memberSearch: text } : undefined);
  }

  const activeFilters = FILTERS.filter((name) => params.get(name)).length;
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
  const open = (id: string) => consoleHref(`enrolments/${id}`);
  const keepSearch: ConsoleNavigate = (href) => navigate(href, searching ? { memberSearch } : undefined);

  return (
    <>
      <h1 ref={heading} tabIndex={-1}>{t('console.list.heading')}</h1>
      <form className="filters member-search" role="search" aria-label={t('console.search.label')} onSubmit={apply}>
        <div className="field">
          <label className="control-label" htmlFor="member-search">{t('console.search.label')}</label>
          <p className="hint" id="member-search-hint">{t('console.search.hint')}</p>
          <div className="search-row">
            <input
              id="member-search" name="q" type="search" className="form-control" maxLength={200} autoComplete="off" spellCheck={false}
              aria-describedby="member-search-hint" defaultValue={memberSearch} key={`q-${memberSearch}-${search}`}
            />
            <button type="submit" className="button">{t('console.search.submit')}</button>
          </div>
        </div>
        <details className="filter-details" open={activeFilters > 0}>
          <summary>{activeFilters > 0 ? t('console.search.filtersActive', { count: activeFilters }) : t('console.filters.heading')}</summary>
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
        </details>
      </form>
      {refused ? <p className="error-banner" role="alert">{t(`console.search.${refused}`)}</p> : !page ? <p role="status">{t('console.loading')}</p> : (
        <>
          <h2 ref={results} tabIndex={-1} id="results-heading">
            {searching ? t('console.search.resultsHeading', { count: page.total }) : t('console.search.listHeading', { count: page.total })}
          </h2>
          <table className="console-table enrolment-cards" data-testid="enrolments" aria-labelledby="results-heading">
            <thead>
              <tr>
                <th scope="col">{t('console.search.col.member')}</th>
                <th scope="col">{t('console.search.col.contact')}</th>
                {COLUMNS.map((col) => <th key={col} scope="col">{t(`console.col.${col}`)}</th>)}
              </tr>
            </thead>
            <tbody>
              {page.enrolments.map((row) => (
                <tr key={row.id} data-id={row.id}>
                  <th scope="row">
                    <a href={open(row.id)} onClick={(event) => { event.preventDefault(); navigate(open(row.id)); }}>
                      <span className="member-name">{row.name ?? t('console.search.noName')}</span> <code>{shortId(row.id)}</code>
                    </a>
                  </th>
                  <td data-label={t('console.search.col.contact')} className="member-contact">
                    {row.email || row.phone ? <>{row.email && <span>{row.email}</span>}{row.phone && <span>{row.phone}</span>}</> : t('console.search.noContact')}
                  </td>
                  <td data-label={t('console.col.created')}>{formatTime(row.createdAt, i18n.language)}</td>
                  <td data-label={t('console.col.unit')}>{row.unit ? t(`units.${row.unit}`) : t('console.notKnown')}</td>
                  <td data-label={t('console.col.market')}>{row.market ? t(`console.market.${row.market}`) : t('console.notKnown')}</td>
                  <td data-label={t('console.col.flowVersion')}>{row.flowVersion}</td>
                  <td data-label={t('console.col.status')}>{t(`console.status.${row.status}`)}</td>
                  <td data-label={t('console.col.state')}><PatientStateBadge state={row.patientState} /></td>
                </tr>
              ))}
            </tbody>
          </table>
          {page.enrolments.length === 0 && <p>{searching ? t('console.search.empty') : t('console.list.empty')}</p>}
          <Pager
            page={page.page} pageSize={page.pageSize} total={page.total} navigate={keepSearch} turns={{ previous: page.previous !== null, next: page.next !== null }}
            hrefOf={(n) => {
              const next = new URLSearchParams(query);
              TURNS.forEach((name) => next.delete(name));
              const cursor = n < page.page ? page.previous : page.next;
              if (cursor) next.set(n < page.page ? 'before' : 'after', cursor);
              return consoleHref('', next);
            }}
          />
        </>
      )}
    </>
  );
}
