import { useTranslation } from 'react-i18next';
import type { EnrolmentDetail } from '../../contract/enrolment-detail-api';
import { formatTime } from './format-time';
import { PatientStateBadge } from './patient-state-badge';

const COLUMNS = ['at', 'from', 'to', 'by', 'reason'] as const;

/** The enrolment's history in time order: each patient-state change and each consent withdrawal, with who and why. */
export function HistoryTable({ history, withdrawals, language }: { history: EnrolmentDetail['history']; withdrawals: EnrolmentDetail['withdrawals']; language: string }) {
  const { t } = useTranslation();
  const label = (col: (typeof COLUMNS)[number]) => t(`console.history.${col}`);
  const rows = [
    ...history.map((h, i) => ({ key: `state-${i}`, at: h.changedAt, kind: 'state' as const, by: h.changedBy, reason: h.reason ?? '', from: h.from ? <PatientStateBadge state={h.from} /> : '', to: <PatientStateBadge state={h.to} /> })),
    ...withdrawals.map((w, i) => ({
      key: `withdrawal-${i}`, at: w.at, kind: 'withdrawal' as const, by: w.by, reason: w.reason,
      from: t('console.coordinator.history.consentAccepted', { consent: t(`console.coordinator.consent.${w.consentId}`) }),
      to: t('console.coordinator.history.consentWithdrawn', { consent: t(`console.coordinator.consent.${w.consentId}`) }),
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <table className="console-table stacked-table" data-testid="history">
      <caption className="visually-hidden">{t('console.detail.history')}</caption>
      <thead><tr>{COLUMNS.map((col) => <th key={col} scope="col">{label(col)}</th>)}</tr></thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-kind={row.kind}>
            <th scope="row" data-label={label('at')}>{formatTime(row.at, language)}</th>
            <td data-label={label('from')}>{row.from}</td>
            <td data-label={label('to')}>{row.to}</td>
            <td data-label={label('by')}>{row.by === 'system' ? t('console.history.system') : row.by}</td>
            <td data-label={label('reason')}>{row.reason}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
