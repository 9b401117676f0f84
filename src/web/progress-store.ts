import type { FlowProgress } from '../flow/flow-machine-types';
import type { LocalStore } from '../platform/local-store';

/** The local storage key of the member's progress. */
export const PROGRESS_KEY = 'onboarding_v3_progress';

/** Saved progress, only when it was made on the same flow version. */
export function readProgress(store: LocalStore, flowVersion: string): FlowProgress | undefined {
  const saved = store.read(PROGRESS_KEY) as (FlowProgress & { flowVersion?: string }) | undefined;
  if (typeof saved !== 'object' || saved === null || saved.flowVersion !== flowVersion || typeof saved.answers !== 'object') return undefined;
  return { enrolmentId: saved.enrolmentId, stepId: saved.stepId, answers: saved.answers, drafts: saved.drafts ?? {}, visited: saved.visited ?? [], returnTo: saved.returnTo };
}

/** Saves progress (replacing the whole record so dropped answers do not linger). */
export function writeProgress(store: LocalStore, flowVersion: string, progress: FlowProgress): void {
  store.remove(PROGRESS_KEY);
  store.write(PROGRESS_KEY, { flowVersion, ...progress });
}
