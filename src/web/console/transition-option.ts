import { parsePatientState } from '../../patient/decode-patient-state';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** An offered transition in words: what it does, from which state and to which (e.g. "Put on hold: from Enrolled to On hold"). */
export function transitionOptionText(current: string, to: string, t: Translate): string {
  const from = parsePatientState(current)?.name ?? 'unknown';
  const target = parsePatientState(to)?.name ?? 'unknown';
  return t('console.coordinator.transition.option', {
    action: t(`console.coordinator.transition.action.${target}`),
    from: t(`patient_state_${from}`, { defaultValue: t('patient_state_unknown') }),
    to: t(`patient_state_${target}`, { defaultValue: t('patient_state_unknown') }),
  });
}
