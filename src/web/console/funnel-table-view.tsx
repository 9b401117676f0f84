import { useTranslation } from 'react-i18next';
import type { SuppressedFunnel } from '../../funnel/suppress-funnel';

const COLUMNS = ['step', 'sent', 'saved', 'back', 'left', 'savedShare'] as const;

/** One version's funnel: a real table, one row per step; the bar beside "sent" is decoration for the eye. */
export function FunnelTableView({ funnel }: { funnel: SuppressedFunnel }) {
  const { t, i18n } = useTranslation();
  const count = (n: number | null) => (n === null ? t('console.funnel.hidden') : n.toLocaleString(i18n.language));
  // A share is shown only from two shown counts, so it can never reveal a hidden one.
  const share = (part: number | null, whole: number | null) =>
    part === null || whole === null || whole === 0 ? '' : new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(part / whole);
  const widest = Math.max(1, ...funnel.steps.map((s) => s.sent ?? 0));
  return (
    <div className="funnel-version table-scroll">
      <table className="console-table funnel-table" data-version={funnel.flowHash}>
        <caption>{t('console.funnel.caption', { version: funnel.flowHash, from: funnel.from, to: funnel.to })}</caption>
        <thead><tr>{COLUMNS.map((col) => <th key={col} scope="col">{t(`console.funnel.col.${col}`)}</th>)}</tr></thead>
        <tbody>
          {funnel.steps.map((step) => (
            <tr key={step.stepId} data-step={step.stepId}>
              <th scope="row"><code>{step.stepId}</code></th>
              <td>
                <span className="funnel-count">{count(step.sent)}</span>
                {step.sent !== null && <span aria-hidden="true"><meter className="funnel-bar" min={0} max={widest} value={step.sent} /></span>}
              </td>
              <td>{count(step.saved)}</td>
              <td>{count(step.back)}</td>
              <td>{count(step.left)}</td>
              <td>{share(step.saved, step.sent)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-step="submitted"><th scope="row">{t('console.funnel.submitted')}</th><td colSpan={COLUMNS.length - 1}>{count(funnel.submitted)}</td></tr>
        </tfoot>
      </table>
    </div>
  );
}
