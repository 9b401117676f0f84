import { APP_BASE } from '../steps/step-url';

/** The worker's script, at the top of the app's folder: its scope is the app's pages and nothing else. */
export const SERVICE_WORKER_URL = `${APP_BASE}sw.js`;

/**
 * Registers the offline page's service worker once the page has loaded, so its install (the offline page's few files)
 * never competes with the flow's own. A browser without service workers (some in-app browsers) or that refuses one
 * keeps the flow as it is, with the browser's own offline page.
 */
export function registerServiceWorker(win: Pick<Window, 'addEventListener'> & { navigator: Partial<Pick<Navigator, 'serviceWorker'>>; document: Pick<Document, 'readyState'> }): void {
  const container = win.navigator.serviceWorker;
  if (!container) return;
  const register = () => void container.register(SERVICE_WORKER_URL, { scope: APP_BASE }).catch(() => undefined);
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
