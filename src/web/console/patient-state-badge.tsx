import { useTranslation } from 'react-i18next';
import { patientStateClass } from '../../patient/patient-state-class';
import { patientStateKey } from '../../patient/patient-state-key';

// A state that cannot be decoded is shown as "unknown"; the console has no error reporting to send it to.
const quiet = { warn: () => undefined, error: () => undefined };

/** A patient state by its translated name and style class (`patient-state-<name>`), "unknown" when it cannot be decoded. */
export function PatientStateBadge({ state }: { state: string | null }) {
  const { t } = useTranslation();
  if (state === null) return <span className="patient-state patient-state-none">{t('console.filters.none')}</span>;
  const unknown = t('patient_state_unknown');
  return (
    <span className={`patient-state ${patientStateClass(state, quiet)}`} data-state={state}>
      {t(patientStateKey(state, quiet), { defaultValue: unknown })}
    </span>
  );
}
