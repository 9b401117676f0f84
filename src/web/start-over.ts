import type { LocalStore } from '../platform/local-store';
import { safePageUrl } from '../platform/safe-page-url';
import { DONE_KEY } from './done-record';
import { PROGRESS_KEY } from './progress-store';
import { stepPath } from './step-url';

/** The query the start page keeps: unit and language only. */
export const safeSearch = (): string => new URL(safePageUrl(window.location.href) || window.location.href).search;

/** Starts a new enrolment: the saved answers and the done record are removed, then the start page opens. Callers confirm first. */
export function startOver(store: LocalStore): void {
  store.remove(PROGRESS_KEY);
  store.remove(DONE_KEY);
  window.location.assign(stepPath('', safeSearch()));
}
