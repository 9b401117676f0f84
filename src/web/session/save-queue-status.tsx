import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaveSender } from '../../platform/save-sender';

/**
 * A polite status line: says while answers wait for the connection, then that they were all saved. Always in the page
 * (empty otherwise), so screen readers announce what it comes to say.
 */
export function SaveQueueStatus({ saves }: { saves: Pick<SaveSender, 'subscribe' | 'status'> }) {
  const { t } = useTranslation();
  const status = useSyncExternalStore(saves.subscribe, saves.status, saves.status);
  const waiting = status.offline && status.waiting > 0;
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (waiting) setWaited(true);
  }, [waiting]);
  const text = waiting ? t('saveQueue.waiting', { count: status.waiting }) : waited && status.waiting === 0 ? t('saveQueue.sent') : '';
  return <p role="status" className="save-queue-status">{text}</p>;
}
