import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SuppressedFunnel } from '../../funnel/suppress-funnel';
import type { FunnelVersion } from '../../patient/staff-console-shapes';
import type { ConsoleApi } from './console-api';
import { FunnelTableView } from './funnel-table-view';

/** The days a funnel covers unless staff choose others: the last 30, today included. */
const DEFAULT_DAYS = 30;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

interface FunnelChoice {
  version: string;
  compare: string;
  from: string;
  to: string;
}

/**
 * The funnel per flow version: pick a version, optionally a second to compare it with (what a publish did), and a
 * date range; each shows as a table of steps with bars. The counts arrive already suppressed by the server.
 */
/** A version as `npm run flow-diff` names it: its label, then the content hash enrolments record. */
const versionName = ({ version, label }: FunnelVersion) => (label ? `${label} (${version})` : version);

export function FunnelView({ api, onFailure }: { api: ConsoleApi; onFailure: (error: unknown) => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [versions, setVersions] = useState<FunnelVersion[] | undefined>();
  const [draft, setDraft] = useState<FunnelChoice>(() => {
    const today = new Date();
    return { version: '', compare: '', from: isoDay(new Date(today.getTime() - (DEFAULT_DAYS - 1) * 86_400_000)), to: isoDay(today) };
  });
  const [choice, setChoice] = useState<FunnelChoice | undefined>();
  const [funnels, setFunnels] = useState<SuppressedFunnel[] | undefined>();

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    let live = true;
    api.funnelVersions().then(({ versions: list }) => {
      if (!live) return;
      setVersions(list);
      // The server lists the newest publication first.
      const newest = list[0]?.version ?? '';
      setDraft((d) => ({ ...d, version: newest }));
      if (newest) setChoice((c) => c ?? { ...draft, version: newest });
    }, onFailure);
    return () => {
      live = false;
    };
    // The draft's first dates are read once, when the versions arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, onFailure]);
  useEffect(() => {
    if (!choice) return;
    let live = true;
    setFunnels(undefined);
    const wanted = [choice.version, ...(choice.compare && choice.compare !== choice.version ? [choice.compare] : [])];
    Promise.all(wanted.map((version) => api.funnel(new URLSearchParams({ version, from: choice.from, to: choice.to }))))
      .then((list) => live && setFunnels(list), onFailure);
    return () => {
      live = false;
    };
  }, [api, choice, onFailure]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChoice({ ...draft });
  };
  const set = (field: keyof FunnelChoice) => (event: { target: { value: string } }) => setDraft({ ...draft, [field]: event.target.value });

  return (
    <>
      <h1 ref={heading} tabIndex={-1}>{t('funnel.heading')}</h1>
      <p>{t('funnel.intro')}</p>
      {versions?.length === 0 && <p role="status">{t('funnel.noVersions')}</p>}
      {versions && versions.length > 0 && (
        <form className="filters" onSubmit={submit}>
          <div className="filter-fields">
            <div className="field">
              <label htmlFor="funnel-version">{t('funnel.version')}</label>
              <select id="funnel-version" value={draft.version} onChange={set('version')}>
                {versions.map((v) => <option key={v.version} value={v.version}>{versionName(v)}</option>)}
              </select>
            </div>
            <div className="field">
              <label htmlFor="funnel-compare">{t('funnel.compare')}</label>
              <select id="funnel-compare" value={draft.compare} onChange={set('compare')}>
                <option value="">{t('funnel.compareNone')}</option>
                {versions.map((v) => <option key={v.version} value={v.version}>{versionName(v)}</option>)}
              </select>
            </div>
            <div className="field">
              <label htmlFor="funnel-from">{t('funnel.from')}</label>
              <input id="funnel-from" type="date" required value={draft.from} max={draft.to} onChange={set('from')} />
            </div>
            <div className="field">
              <label htmlFor="funnel-to">{t('funnel.to')}</label>
              <input id="funnel-to" type="date" required value={draft.to} min={draft.from} onChange={set('to')} />
            </div>
          </div>
          <div className="actions"><button type="submit" className="button">{t('funnel.show')}</button></div>
        </form>
      )}
      {choice && !funnels && <p role="status">{t('console.loading')}</p>}
      {funnels && <div className="funnel-compare">{funnels.map((f) => <FunnelTableView key={f.version} funnel={f} />)}</div>}
    </>
  );
}
