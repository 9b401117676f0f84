import type { FlowProgress } from '../flow/flow-machine-types';
import type { LocalStore } from '../platform/local-store';

/** The local storage key of the member's progress. */
export const PROGRESS_KEY = 'onboarding_v3_progress';

type Flags = Record<string, boolean>;

const isFlags = (value: unknown): value is Flags =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((flag) => typeof flag === 'boolean');

/**
 * Saved progress, only when it was made on the same flow version, with the flags the member's path was decided
 * with: the enrolment keeps its flags on the server, so a page loaded after a flag change must keep them too.
 */
export function readProgress(store: LocalStore, flowVersion: string): (FlowProgress & { flags?: Flags }) | undefined {
  const saved = store.read(PROGRESS_KEY) as (FlowProgress & { flowVersion?: string; flags?: unknown }) | undefined;
  if (typeof saved !== 'object' || saved === null || saved.flowVersion !== flowVersion || typeof saved.answers !== 'object') return undefined;
  const progress = { enrolmentId: saved.enrolmentId, stepId: saved.stepId, answers: saved.answers, drafts: saved.drafts ?? {}, visited: saved.visited ?? [], returnTo: saved.returnTo };
  return isFlags(saved.flags) ? { ...progress, flags: saved.flags } : progress;
}

/** Saves progress and the flags its path follows (replacing the whole record so dropped answers do not linger). */
export function writeProgress(store: LocalStore, flowVersion: string, progress: FlowProgress, flags?: Flags): void {
  store.remove(PROGRESS_KEY);
  store.write(PROGRESS_KEY, { flowVersion, ...progress, ...(flags ? { flags } : {}) });
}
