import type { LocalStore } from '../../platform/local-store';
import { safePageUrl } from '../../platform/safe-page-url';
import { SAVE_QUEUE_KEY, SAVE_SEQUENCE_KEY } from '../../platform/save-sender';
import { SESSION_HINT_COOKIE } from '../../reference/session-hint';
import { DONE_KEY } from '../done/done-record';
import { PROGRESS_KEY } from './progress-store';
import { stepPath } from '../steps/step-url';

/** The query the start page keeps: unit and language only. */
export const safeSearch = (): string => new URL(safePageUrl(window.location.href) || window.location.href).search;

/**
 * Starts a new enrolment: the saved answers, the saves still queued, the done record and the session hint are removed, then the start page
 * opens. Callers confirm first. Without dropping the hint the page would resume the server's enrolment it left.
 */
export function startOver(store: LocalStore): void {
  store.remove(PROGRESS_KEY);
  store.remove(SAVE_QUEUE_KEY);
  store.remove(SAVE_SEQUENCE_KEY);
  store.remove(DONE_KEY);
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  window.location.assign(stepPath('', safeSearch()));
}
