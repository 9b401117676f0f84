import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SuppressedFunnel } from '../../funnel/suppress-funnel';
import type { FunnelFlow } from '../../contract/funnel-api';
import { publishedWeeks } from '../../funnel/funnel-period';
import type { ConsoleApi } from './console-api';
import { FunnelTableView } from './funnel-table-view';

/** How many published weeks staff can pick from, newest first (the server answers one whole week a request). */
const WEEKS_OFFERED = 52;

interface FunnelChoice {
  flowHash: string;
  compare: string;
  from: string;
  to: string;
}

/**
 * The funnel per flow version: pick a version, optionally a second to compare it with (what a publish did), and a
 * published week (UTC, Monday to Sunday: the server answers nothing shorter or unfinished); each shows as a table
 * of steps with bars. The counts arrive already suppressed by the server.
 */
/** A flow as `npm run flow-diff` names it: its flow version, then the flow hash enrolments record. */
const flowName = ({ flowHash, flowVersion }: FunnelFlow) => (flowVersion ? `${flowVersion} (${flowHash})` : flowHash);

export function FunnelView({ api, onFailure }: { api: ConsoleApi; onFailure: (error: unknown) => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [versions, setVersions] = useState<FunnelFlow[] | undefined>();
  const [weeks] = useState(() => publishedWeeks(new Date(), WEEKS_OFFERED));
  const [draft, setDraft] = useState<FunnelChoice>(() => ({ flowHash: '', compare: '', from: weeks[0].from, to: weeks[0].to }));
  const [choice, setChoice] = useState<FunnelChoice | undefined>();
  const [funnels, setFunnels] = useState<SuppressedFunnel[] | undefined>();

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    let live = true;
    api.funnelVersions().then(({ versions: list }) => {
      if (!live) return;
      setVersions(list);
      // The server lists the newest publication first.
      const newest = list[0]?.flowHash ?? '';
      setDraft((d) => ({ ...d, flowHash: newest }));
      if (newest) setChoice((c) => c ?? { ...draft, flowHash: newest });
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
    const wanted = [choice.flowHash, ...(choice.compare && choice.compare !== choice.flowHash ? [choice.compare] : [])];
    Promise.all(wanted.map((flowHash) => api.funnel(new URLSearchParams({ flowHash, from: choice.from, to: choice.to }))))
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
      <h1 ref={heading} tabIndex={-1}>{t('console.funnel.heading')}</h1>
      <p>{t('console.funnel.intro')}</p>
      {versions?.length === 0 && <p role="status">{t('console.funnel.noVersions')}</p>}
      {versions && versions.length > 0 && (
        <form className="filters" onSubmit={submit}>
          <div className="filter-fields">
            <div className="field">
              <label htmlFor="funnel-version">{t('console.funnel.version')}</label>
              <select id="funnel-version" value={draft.flowHash} onChange={set('flowHash')}>
                {versions.map((v) => <option key={v.flowHash} value={v.flowHash}>{flowName(v)}</option>)}
              </select>
            </div>
            <div className="field">
              <label htmlFor="funnel-compare">{t('console.funnel.compare')}</label>
              <select id="funnel-compare" value={draft.compare} onChange={set('compare')}>
                <option value="">{t('console.funnel.compareNone')}</option>
                {versions.map((v) => <option key={v.flowHash} value={v.flowHash}>{flowName(v)}</option>)}
              </select>
            </div>
            <div className="field">
              <label htmlFor="funnel-week">{t('console.funnel.week')}</label>
              <select id="funnel-week" value={draft.from} onChange={(event) => setDraft({ ...draft, ...weeks.find((w) => w.from === event.target.value) })}>
                {weeks.map((w) => <option key={w.from} value={w.from}>{t('console.funnel.weekOption', { from: w.from, to: w.to })}</option>)}
              </select>
            </div>
          </div>
          <div className="actions"><button type="submit" className="button">{t('console.funnel.show')}</button></div>
        </form>
      )}
      {choice && !funnels && <p role="status">{t('console.loading')}</p>}
      {funnels && <div className="funnel-compare">{funnels.map((f) => <FunnelTableView key={f.flowHash} funnel={f} />)}</div>}
    </>
  );
}
