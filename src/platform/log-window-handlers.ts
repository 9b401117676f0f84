import type { Logger } from './remote-logger';
import { scriptName, uncaughtEvent } from './log-error-events';

/** The part of `window` the handlers use. */
export type HandlerTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Logs uncaught errors and unhandled rejections (docs/product.md, "Sessions and privacy") as their events: the error's name and where it was thrown,
 * never its message (which can hold what the member typed); a script that failed to load as its name. Sends open
 * batches when the page is hidden for unload. Returns the uninstaller.
 */
export function installLogHandlers(target: HandlerTarget, logger: Logger): () => void {
  if (!logger.enabled) return () => undefined;
  const onError = (event: ErrorEvent) => {
    const file = scriptName(event.filename);
    logger.send(uncaughtEvent('window_error', event.error, file ? [`${file}:${event.lineno}:${event.colno}`] : []));
  };
  const onRejection = (event: PromiseRejectionEvent) => logger.send(uncaughtEvent('unhandled_rejection', event.reason));
  const onHide = () => logger.flush();
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  // pagehide fires on every unload (also on mobile, and when the page enters the back-forward cache).
  target.addEventListener('pagehide', onHide);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('pagehide', onHide);
  };
}
