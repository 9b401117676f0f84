import { useTranslation } from 'react-i18next';
// The unstyled build does not inject a <style> element (the CSP allows only our own stylesheets); its CSS is bundled.
import { ToastContainer, toast, type CloseButtonProps } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { TOAST_DEFAULTS } from './toast-defaults';

function CloseButton({ closeToast }: CloseButtonProps) {
  const { t } = useTranslation();
  return (
    <button type="button" className="toast-close" aria-label={t('toast.close')} onClick={closeToast}>
      <span aria-hidden="true">×</span>
    </button>
  );
}

/** Where toasts appear, with the defaults of docs/spec/constants.md#toast-defaults and translated labels. */
export function ToastHost() {
  const { t } = useTranslation();
  return <ToastContainer {...TOAST_DEFAULTS} aria-label={t('toast.region')} closeButton={CloseButton} />;
}

/** Shows a short notice; the text is already translated. */
export const notify = {
  success: (text: string) => toast.success(text),
  error: (text: string) => toast.error(text),
};
