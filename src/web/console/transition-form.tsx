import { useTranslation } from 'react-i18next';
import { ConsoleApiError, type ConsoleApi } from './console-api';
import { ReasonForm } from './reason-form';
import { transitionOptionText } from './transition-option';

const TEXTS = {
  choose: 'console.transition.choose', chooseMissing: 'console.transition.chooseMissing', reason: 'console.transition.reason',
  reasonHint: 'console.transition.reasonHint', reasonMissing: 'console.transition.reasonMissing', submit: 'console.transition.apply',
};

/**
 * The manual transitions the server offers from the current state (docs/spec/states.md#offered-transitions; the on-hold returns only within
 * their bounds, never the member's own group), each said in words from `current` to the new state, one chosen with a
 * required reason. `onApplied` reloads the enrolment either way.
 */
export function TransitionForm({ api, id, current, offered, onApplied, onFailure }: { api: ConsoleApi; id: string; current: string; offered: string[]; onApplied: (message: string) => void; onFailure: (error: unknown) => void }) {
  const { t } = useTranslation();
  if (offered.length === 0) return <p>{t('console.transition.none')}</p>;

  async function send(to: string, reason: string) {
    try {
      const { patientState } = await api.transition(id, to, reason);
      onApplied(t('console.coordinator.transition.applied', { move: transitionOptionText(current, patientState, t), state: patientState }));
    } catch (caught) {
      if (caught instanceof ConsoleApiError && caught.status === 409) onApplied(t('console.transition.refused'));
      else onFailure(caught);
    }
  }

  const choices = offered.map((state) => ({ value: state, label: <>{transitionOptionText(current, state, t)} <code>{state}</code></> }));
  return <ReasonForm idPrefix="transition" field="to" choices={choices} texts={TEXTS} send={send} />;
}
