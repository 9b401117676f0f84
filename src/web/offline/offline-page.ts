import { pickUiLanguage } from '../../reference/ui-languages';
import { offlineTextsOf, stepsWaiting, waitingText } from './offline-texts';

/** The id of the JSON blob of the offline page's texts in every language (webpack.config.js writes it). */
export const OFFLINE_TEXTS_ID = 'offline-texts';

/** The local storage key of the save queue (src/platform/save-sender.ts), read here without the sender's code. */
export const QUEUE_KEY = 'onboarding_v3_save_queue';

const readQueue = (storage: Storage | undefined): unknown => {
  try {
    return JSON.parse(storage?.getItem(QUEUE_KEY) ?? 'null');
  } catch {
    return undefined;
  }
};

/**
 * Fills the offline page the service worker answers a navigation with when the network fails: in the language the
 * flow was in (its address keeps `?lang=`, else the browser's languages, the server's rule), how many steps' answers
 * wait on this device, and a retry that loads the same address again.
 */
export function showOfflinePage(doc: Document, win: Pick<Window, 'location' | 'navigator'> & { localStorage?: Storage }): void {
  const all = offlineTextsOf(doc.getElementById(OFFLINE_TEXTS_ID)?.textContent);
  const language = pickUiLanguage(new URLSearchParams(win.location.search).get('lang'), win.navigator.languages ?? []);
  const texts = all[language] ?? all['en-US'] ?? {};
  doc.documentElement.lang = language;
  doc.title = [texts.title, texts.appTitle].filter(Boolean).join(' – ');
  const fill = (id: string, text: string | undefined) => {
    const element = doc.getElementById(id);
    if (element && text !== undefined) element.textContent = text;
  };
  fill('offline-title', texts.title);
  fill('offline-body', texts.body);
  fill('offline-waiting', waitingText(texts, language, stepsWaiting(readQueue(win.localStorage))));
  const retry = doc.getElementById('offline-retry');
  fill('offline-retry', texts.retry);
  retry?.addEventListener('click', () => win.location.reload());
  doc.getElementById('offline-title')?.focus();
}
