import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS } from '../../patient/audit-actions';
import type { AuditQuery } from './audit-query';

/** The audit log's filters (enrolment id, staff member, action); applying them puts them in the address. */
export function AuditFilters({ query, onApply }: { query: AuditQuery; onApply: (query: AuditQuery) => void }) {
  const { t } = useTranslation();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    onApply({ page: 1, enrolment: text('enrolment'), staff: text('staff'), action: text('action') });
  }
  // Keyed by the query, so the fields show what the address holds after back and forward.
  return (
    <form className="filters" onSubmit={submit} key={JSON.stringify(query)} aria-labelledby="audit-filters-heading">
      <h2 id="audit-filters-heading">{t('console.coordinator.auditFilters.heading')}</h2>
      <div className="filter-fields">
        <div className="field">
          <label className="control-label" htmlFor="audit-enrolment">{t('console.coordinator.auditFilters.enrolment')}</label>
          <p id="audit-enrolment-hint" className="field-description">{t('console.coordinator.auditFilters.enrolmentHint')}</p>
          <input id="audit-enrolment" name="enrolment" className="form-control" defaultValue={query.enrolment} autoComplete="off" spellCheck={false} aria-describedby="audit-enrolment-hint" />
        </div>
        <div className="field">
          <label className="control-label" htmlFor="audit-staff">{t('console.coordinator.auditFilters.staff')}</label>
          <input id="audit-staff" name="staff" className="form-control" defaultValue={query.staff} autoComplete="off" spellCheck={false} />
        </div>
        <div className="field">
          <label className="control-label" htmlFor="audit-action">{t('console.coordinator.auditFilters.action')}</label>
          <select id="audit-action" name="action" className="form-control" defaultValue={query.action}>
            <option value="">{t('console.coordinator.auditFilters.anyAction')}</option>
            {AUDIT_ACTIONS.map((action) => <option key={action} value={action}>{t(`console.coordinator.auditActions.${action}`)}</option>)}
          </select>
        </div>
      </div>
      <div className="actions"><button type="submit" className="button">{t('console.coordinator.auditFilters.apply')}</button></div>
    </form>
  );
}
