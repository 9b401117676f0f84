import type { SubmitResult } from '../../flow/flow-machine-types';
import type { LocalStore } from '../../platform/local-store';

/** The local storage key of the "enrolled" record: what the done page shows, nothing else of the answers. */
export const DONE_KEY = 'onboarding_v3_done';

/** What the done page shows, kept after submit so a reload or a reopened link lands on it again. */
export interface DoneRecord {
  patientState: string;
  destinations: { id: string; url: string }[];
  appointment: { start: string; end: string } | null;
  timezone?: string;
  /** The enrolment's redirectUnitToggle: right after submit, the done page sends the member on. */
  redirect?: true;
}

const isText = (value: unknown, max = 200): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;
const isInstant = (value: unknown): value is string => isText(value, 40) && !Number.isNaN(Date.parse(value));
// A record read back from storage could have been edited: only http(s) links are ever rendered.
const isWebUrl = (value: unknown): value is string => isText(value, 2000) && /^https?:\/\//i.test(value);

/** The done record of a submit answer (or a submitted summary), keeping only the fields the done page shows; undefined when unusable. */
export function doneRecordOf(result: Partial<SubmitResult> | undefined): DoneRecord | undefined {
  if (!result || !isText(result.patientState, 64) || !Array.isArray(result.destinations)) return undefined;
  const destinations = result.destinations
    .filter((d): d is { id: string; url: string } => typeof d === 'object' && d !== null && isText(d.id, 64) && isWebUrl(d.url))
    .map(({ id, url }) => ({ id, url }));
  const slot = result.appointment;
  const appointment = slot && isInstant(slot.start) && isInstant(slot.end) ? { start: slot.start, end: slot.end } : null;
  const redirect = result.flags?.redirectUnitToggle === true;
  return { patientState: result.patientState, destinations, appointment, ...(isText(result.timezone, 64) ? { timezone: result.timezone } : {}), ...(redirect ? { redirect } : {}) };
}

/** The stored done record, if there is a usable one. */
export function readDone(store: LocalStore): DoneRecord | undefined {
  const saved = store.read(DONE_KEY);
  return typeof saved === 'object' && saved !== null ? doneRecordOf(saved) : undefined;
}

/** Replaces the stored done record. */
export function writeDone(store: LocalStore, record: DoneRecord): void {
  store.remove(DONE_KEY);
  store.write(DONE_KEY, record);
}
