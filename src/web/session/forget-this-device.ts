import type { LocalStore } from '../../platform/local-store';
import { SAVE_QUEUE_KEY, SAVE_SEQUENCE_KEY } from '../../platform/save-sender';
import { DONE_KEY } from '../done/done-record';
import { PROGRESS_KEY } from './progress-store';

/**
 * Removes from this device's local storage everything of an enrolment that went on elsewhere: the answers and drafts
 * (names, e-mail, birth date, ticks), the saves still queued with their answers, the save numbering and a done record.
 * The remembered choices stay: codes only (a language, a country, a zone), kept by this device for its next enrolment.
 * The session hint cookie stays too, so that a reload asks the server again and is told the same.
 */
export function forgetThisDevice(store: LocalStore): void {
  for (const key of [PROGRESS_KEY, SAVE_QUEUE_KEY, SAVE_SEQUENCE_KEY, DONE_KEY]) store.remove(key);
}
