import { useEffect, useRef } from 'react';
import { dialogOpened } from './open-dialogs';

/** A native modal dialog opened while the component is shown (focus kept inside it), closed when it goes. */
export function useModalDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    const closed = dialogOpened();
    return () => {
      element?.close();
      closed();
    };
  }, []);
  return dialog;
}
