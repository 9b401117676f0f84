import type { Logger } from './remote-logger';
import { withoutQuery } from './safe-page-url';

/** The part of `window` the handlers use. */
export type HandlerTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

function reasonText(reason: unknown): unknown {
  return reason instanceof Error ? `${reason.name}: ${reason.message}` : reason;
}

/**
 * Logs uncaught errors as "Window error: ..." and unhandled rejections as "Uncaught promise: ..."
 * (SPEC §8), and sends open batches when the page is hidden for unload. Returns the uninstaller.
 */
export function installLogHandlers(target: HandlerTarget, logger: Logger): () => void {
  if (!logger.enabled) return () => undefined;
  const onError = (event: ErrorEvent) => {
    const where = event.filename ? [`at ${withoutQuery(event.filename)}:${event.lineno}:${event.colno}`] : [];
    logger.error('Window error:', event.message || reasonText(event.error), ...where);
  };
  const onRejection = (event: PromiseRejectionEvent) => logger.error('Uncaught promise:', reasonText(event.reason));
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
