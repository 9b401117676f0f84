import { useTranslation } from 'react-i18next';
import { isWithdrawable } from '../../patient/withdrawable-consents';
import { ConsoleApiError, type ConsoleApi } from './console-api';
import { ReasonForm } from './reason-form';

const TEXTS = {
  choose: 'console.coordinator.withdraw.choose', chooseMissing: 'console.coordinator.withdraw.chooseMissing', reason: 'console.coordinator.withdraw.reason',
  reasonHint: 'console.coordinator.withdraw.reasonHint', reasonMissing: 'console.coordinator.withdraw.reasonMissing', submit: 'console.coordinator.withdraw.submit',
};

/**
 * Records that the member withdrew an optional consent they accepted (research, health network), with the reason
 * the member gave. Only consents accepted now are offered; `onDone` reloads the enrolment either way.
 */
export function WithdrawalForm({ api, id, inForce, onDone, onFailure }: { api: ConsoleApi; id: string; inForce: Record<string, string>; onDone: (message: string) => void; onFailure: (error: unknown) => void }) {
  const { t } = useTranslation();
  const withdrawable = Object.entries(inForce).filter(([consent, decision]) => decision === 'accepted' && isWithdrawable(consent)).map(([consent]) => consent);
  if (withdrawable.length === 0) return <p>{t('console.coordinator.withdraw.none')}</p>;

  async function send(consent: string, reason: string) {
    try {
      await api.withdraw(id, consent, reason);
      onDone(t('console.coordinator.withdraw.done', { consent: t(`console.coordinator.consent.${consent}`) }));
    } catch (caught) {
      if (caught instanceof ConsoleApiError && caught.status === 409) onDone(t('console.coordinator.withdraw.refused'));
      else onFailure(caught);
    }
  }

  const choices = withdrawable.map((consent) => ({ value: consent, label: t(`console.coordinator.consent.${consent}`) }));
  return <ReasonForm idPrefix="withdraw" field="consent" choices={choices} texts={TEXTS} send={send} />;
}
