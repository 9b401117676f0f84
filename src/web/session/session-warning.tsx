import { useModalDialog } from '../ui/use-modal-dialog';
import { useTranslation } from 'react-i18next';
import { durationOptions } from '../i18n/duration-options';

/** The modal warning before the idle logout: a native dialog (focus kept inside, Escape means stay). */
export function SessionWarning({ onStay }: { onStay: () => void }) {
  const { t } = useTranslation();
  const dialog = useModalDialog();
  return (
    <dialog
      ref={dialog}
      className="session-warning"
      aria-labelledby="session-warning-title"
      aria-describedby="session-warning-body"
      onCancel={(event) => {
        event.preventDefault();
        onStay();
      }}
    >
      <h2 id="session-warning-title">{t('session.warningTitle')}</h2>
      <p id="session-warning-body">{t('session.warningBody', durationOptions('session.warningBody'))}</p>
      <button type="button" className="button" autoFocus onClick={onStay}>{t('session.stay')}</button>
    </dialog>
  );
}
