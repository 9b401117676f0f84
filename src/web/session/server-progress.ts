import { useEffect, useState } from 'react';
import type { SubmitResult } from '../../flow/flow-machine-types';
import type { Flow } from '../../flow/flow-types';
import { marketFieldOf } from '../../flow/load-flow';
import { ApiCallError, type MemberApi } from '../../platform/member-api';
import type { LocalStore } from '../../platform/local-store';
import { parseSaveQueue, pendingAnswers } from '../../flow/save-queue';
import { raiseStoredSaveSequence, SAVE_QUEUE_KEY } from '../../platform/save-sender';
import { readDone } from '../done/done-record';
import { PROGRESS_KEY, progressFromServer, readProgress, savedEnrolmentId, writeProgress, type ServerProgress } from './progress-store';
import { localToday, stepPath } from '../steps/step-url';

/** What the page needs to read the member's progress from the server. */
export interface ProgressSync {
  flow: Flow;
  /** The flow version the page was served (its runtime config). */
  flowVersion: string;
  api: Pick<MemberApi, 'summary'>;
  store: LocalStore;
  /** The server may hold an enrolment for this browser (its session hint cookie is there), whatever local storage says. */
  sessionOpen?: boolean;
  /** The enrolment was submitted meanwhile (on another device): the done page takes over. */
  onSubmitted: (result: SubmitResult) => void;
}

/**
 * Replaces the saved progress by the server's: the answers of the enrolment as the server holds them
 * under the version it serves now (GET /member/enrolment moves the enrolment to it), the step the path needs,
 * and what the member typed for steps asked again. A session the server no longer knows leaves only progress
 * of the page's own version (the save then says the session ended); stale progress is dropped. An unreachable server
 * (or a 5xx) throws: going on without the server's answers would start a second enrolment beside the member's own.
 */
export async function syncProgress(sync: ProgressSync): Promise<void> {
  const { store } = sync;
  try {
    const answered = (await sync.api.summary()) as Awaited<ReturnType<MemberApi['summary']>> & Partial<ServerProgress> & { flowHash?: string };
    // A node of the previous release sends the flow hash as `flowVersion` only (one release more).
    const summary = { ...answered, flowVersion: answered.flowHash ?? answered.flowVersion };
    if (summary.status === 'submitted') return sync.onSubmitted(summary as SubmitResult);
    if (!summary.enrolmentId || !summary.flowVersion || !summary.answers) return;
    // This page's saves are numbered after every save the enrolment took, here or on another device.
    raiseStoredSaveSequence(store, (summary as { saveSequence?: unknown }).saveSequence);
    const saved = readProgress(store, summary.flowVersion);
    const local = saved?.enrolmentId === summary.enrolmentId ? saved : undefined;
    // Answers still queued on this device are newer than the server's copy: the queue sends them once the page runs.
    const queued = local ? pendingAnswers(parseSaveQueue(store.read(SAVE_QUEUE_KEY))) : {};
    const server: ServerProgress = { enrolmentId: summary.enrolmentId, flowVersion: summary.flowVersion, flags: summary.flags ?? {}, presets: summary.presets ?? {}, answers: { ...summary.answers, ...queued }, drafts: summary.drafts ?? {} };
    const progress = progressFromServer(sync.flow, server, localToday(new Date()), marketFieldOf(sync.flow), local);
    writeProgress(store, sync.flowVersion, progress, server.flags, server.presets);
    // The address names the step the page opens on: after a version move or on another device, the one the path needs.
    if (!local && progress.stepId) window.history.replaceState(window.history.state, '', stepPath(progress.stepId, window.location.search));
  } catch (error) {
    // Status 0 is an unreachable server (src/platform/member-api.ts).
    if (!(error instanceof ApiCallError) || error.status === 0 || error.status >= 500) throw error;
    if (error.status === 401 && readProgress(store, sync.flowVersion) === undefined) store.remove(PROGRESS_KEY);
  }
}

/** Where reading the server's progress stands: `failed` offers `retry`. */
export type ProgressState = { phase: 'reading' | 'ready' } | { phase: 'failed'; retry: () => void };

/** Whether the page may show the flow: at once for a new member, after syncProgress for one with saved progress or a session. */
export function useServerProgress(sync: ProgressSync): ProgressState {
  // The server is the source of truth: a session cookie without local progress (storage cleared) is read too.
  const [phase, setPhase] = useState<'reading' | 'ready' | 'failed'>(() => ((savedEnrolmentId(sync.store) === undefined && sync.sessionOpen !== true) || readDone(sync.store) !== undefined ? 'ready' : 'reading'));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (phase !== 'reading') return undefined;
    let live = true;
    syncProgress(sync).then(
      () => live && setPhase('ready'),
      () => live && setPhase('failed'),
    );
    return () => {
      live = false;
    };
    // Read when the page opens, and again on each retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  if (phase !== 'failed') return { phase };
  return { phase, retry: () => (setPhase('reading'), setAttempt((n) => n + 1)) };
}
