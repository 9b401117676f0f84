import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerText } from '../steps/answer-text';
import { AppointmentTimes } from './appointment-times';
import type { ConsoleApi } from './console-api';
import type { EnrolmentDetail } from '../../contract/enrolment-detail-api';
import { consoleHref } from './console-route';
import { formatTime, shortId } from './format-time';
import { PatientStateBadge } from './patient-state-badge';
import { TransitionForm } from './transition-form';
import { MinorMarker } from './minor-marker';
import { StatusNotice } from './status-notice';
import { WithdrawalForm } from './withdrawal-form';
import { HistoryTable } from './history-table';
import { ExportDownloads } from './export-downloads';

/** The booking when it starts at the answered slot, so the answer reads with the booking's end. */
const sameStart = (booking: EnrolmentDetail['booking'], start: string) => (booking && Date.parse(booking.start) === Date.parse(start) ? booking : undefined);

/** One enrolment: summary, the transition form, answers as the member's review page showed them, receipts, booking, history. */
export function EnrolmentDetailView({ api, id, navigate, onFailure }: { api: ConsoleApi; id: string; navigate: (href: string) => void; onFailure: (error: unknown) => void }) {
  const { t, i18n } = useTranslation();
  const [detail, setDetail] = useState<EnrolmentDetail | undefined>();
  const [notice, setNotice] = useState<{ text: string; seq: number } | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);
  const load = useCallback(() => api.enrolment(id).then(setDetail, onFailure), [api, id, onFailure]);
  useEffect(() => void load(), [load]);
  useEffect(() => heading.current?.focus(), [detail?.id]);
  const language = i18n.language;
  const done = (text: string) => {
    setNotice((before) => ({ text, seq: (before?.seq ?? 0) + 1 }));
    void load();
  };

  const back = <p><a href={consoleHref('')} onClick={(event) => { event.preventDefault(); navigate(consoleHref('')); }}>{t('console.detail.back')}</a></p>;
  if (!detail) return <>{back}<p role="status">{t('console.loading')}</p></>;
  const context = { language, ...detail.answerContext };
  return (
    <>
      {back}
      <h1 ref={heading} tabIndex={-1}>{t('console.detail.heading', { id: shortId(detail.id) })}</h1>
      <MinorMarker minor={detail.minor} />
      <StatusNotice notice={notice} />

      <section aria-labelledby="facts-heading">
        <h2 id="facts-heading">{t('console.detail.facts')}</h2>
        <dl className="facts">
          <dt>{t('console.col.id')}</dt><dd><code>{detail.id}</code></dd>
          <dt>{t('console.col.created')}</dt><dd>{formatTime(detail.createdAt, language)}</dd>
          <dt>{t('console.detail.submittedAt')}</dt><dd>{detail.submittedAt ? formatTime(detail.submittedAt, language) : t('console.filters.none')}</dd>
          <dt>{t('console.col.unit')}</dt><dd>{detail.unit ? t(`units.${detail.unit}`) : t('console.notKnown')}</dd>
          <dt>{t('console.col.market')}</dt><dd>{detail.market ? t(`console.market.${detail.market}`) : t('console.notKnown')}</dd>
          <dt>{t('console.col.flowVersion')}</dt><dd>{detail.flowVersion}</dd>
          <dt>{t('console.detail.locale')}</dt><dd>{detail.locale}</dd>
          <dt>{t('console.col.status')}</dt><dd>{t(`console.status.${detail.status}`)}</dd>
          <dt>{t('console.col.state')}</dt><dd data-testid="current-state"><PatientStateBadge state={detail.patientState} /></dd>
        </dl>
      </section>

      {detail.patientState && (
        <section aria-labelledby="transition-heading">
          <h2 id="transition-heading">{t('console.transition.heading')}</h2>
          <TransitionForm key={detail.history.length} api={api} id={detail.id} current={detail.patientState} offered={detail.offered} onFailure={onFailure} onApplied={done} />
        </section>
      )}

      {detail.patientState && (
        <section aria-labelledby="withdraw-heading">
          <h2 id="withdraw-heading">{t('console.coordinator.withdraw.heading')}</h2>
          <WithdrawalForm key={detail.withdrawals.length} api={api} id={detail.id} inForce={detail.consentsInForce} onFailure={onFailure} onDone={done} />
        </section>
      )}

      <section aria-labelledby="answers-heading" data-testid="answers">
        <h2 id="answers-heading">{t('console.detail.answers')}</h2>
        {detail.steps.map((step) => (
          <div key={step.stepId}>
            <h3>{t(step.titleKey)}</h3>
            <dl className="summary-list">
              {step.answers.map(({ field, value }) => (
                <div className="summary-row" key={field.name}>
                  <dt className="summary-key">{t(field.labelKey)}</dt>
                  <dd className="summary-value">
                    {field.type === 'slot' && typeof value === 'string' ? <AppointmentTimes start={value} end={sameStart(detail.booking, value)?.end} memberZone={context.timezone} /> : answerText({ validations: {}, ...field }, value, context, t)}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </section>

      <section aria-labelledby="receipts-heading">
        <h2 id="receipts-heading">{t('console.detail.receipts')}</h2>
        {detail.receipts.length === 0 ? <p>{t('console.detail.noReceipts')}</p> : (
          <div className="table-scroll">
            <table className="console-table stacked-table" data-testid="receipts">
              <caption className="visually-hidden">{t('console.detail.receipts')}</caption>
              <thead><tr>{['consent', 'decision', 'document', 'version', 'hash', 'locale', 'flowVersion', 'time'].map((col) => <th key={col} scope="col">{t(`console.receipt.${col}`)}</th>)}</tr></thead>
              <tbody>
                {detail.receipts.map((r, i) => (
                  <tr key={`${r.consentId}-${i}`} data-decision={r.decision}>
                    <th scope="row" data-label={t('console.receipt.consent')}>{r.consentId}</th>
                    <td data-label={t('console.receipt.decision')}>{r.decision === 'withdrawn' ? t('console.coordinator.receipt.withdrawn') : t(`console.receipt.${r.decision === 'accepted' ? 'accepted' : 'declined'}`)}</td>
                    <td data-label={t('console.receipt.document')}>{r.document ? (r.documentUrl ? <a href={r.documentUrl} rel="noreferrer">{t(`documents.${r.document}`, { defaultValue: r.document })}</a> : r.document) : ''}{r.documentVariant ? ` (${r.documentVariant})` : ''}</td>
                    <td data-label={t('console.receipt.version')}>{r.documentVersion ?? ''}</td>
                    <td data-label={t('console.receipt.hash')}><code className="hash">{r.shownSha256 ?? ''}</code></td>
                    <td data-label={t('console.receipt.locale')}>{r.locale}</td>
                    <td data-label={t('console.receipt.flowVersion')}>{r.flowVersion}</td>
                    <td data-label={t('console.receipt.time')}>{formatTime(r.decidedAt, language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      {detail.submittedAt && (
        <section aria-labelledby="exports-heading">
          <h2 id="exports-heading">{t('console.exports.heading')}</h2>
          <ExportDownloads api={api} id={detail.id} onFailure={onFailure} />
        </section>
      )}

      <section aria-labelledby="booking-heading">
        <h2 id="booking-heading">{t('console.detail.booking')}</h2>
        {detail.booking ? (
          <dl className="facts" data-testid="booking">
            <dt>{t('console.booking.time')}</dt><dd><AppointmentTimes start={detail.booking.start} end={detail.booking.end} memberZone={context.timezone} /></dd>
            <dt>{t('console.booking.status')}</dt><dd>{t(`console.booking.${detail.booking.status}`)}</dd>
          </dl>
        ) : <p>{t('console.booking.none')}</p>}
      </section>

      <section aria-labelledby="history-heading">
        <h2 id="history-heading">{t('console.detail.history')}</h2>
        {detail.history.length === 0 ? <p>{t('console.detail.noHistory')}</p> : <HistoryTable history={detail.history} withdrawals={detail.withdrawals} language={language} />}
      </section>
    </>
  );
}
