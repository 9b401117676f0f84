import { useEffect, useMemo } from 'react';
import type { Actor } from 'xstate';
import type { createFlowMachine } from '../../flow/flow-machine';
import { parseSaveQueue } from '../../flow/save-queue';
import type { LocalStore } from '../../platform/local-store';
import { isLeftDevice } from '../../platform/left-device';
import { ApiCallError, type MemberApi } from '../../platform/member-api';
import { ResumeCallError, type ResumeApi } from '../../platform/resume-api';
import { createSaveSender, SAVE_QUEUE_KEY, type SaveSender, type SaveSenderOptions } from '../../platform/save-sender';
import { afterNextPaint } from '../boot/after-next-paint';
import { QUEUE_WAIT_MS } from './flow-actors';

/** A save sender whose saves go to the member API, each with its Idempotency-Key and Save-Sequence. */
export const memberSaveSender = (api: MemberApi, store: LocalStore, options: Omit<SaveSenderOptions, 'store' | 'send'> = {}): SaveSender =>
  createSaveSender({ ...options, store, send: (save) => api.saveStep(save.stepId, save.answers, save.locale, save.key, save.sequence) });

/** The page's save sender on the member API: it sends what storage holds while the page is open. */
export function useSaveSender(api: MemberApi, store: LocalStore): SaveSender {
  const saves = useMemo(() => memberSaveSender(api, store, typeof window === 'undefined' ? {} : { events: window, sendLater: (send) => afterNextPaint(send) }), [api, store]);
  useEffect(() => {
    saves.start();
    return () => saves.stop();
  }, [saves]);
  return saves;
}

/** Sends each refused save to the flow machine (SAVE_REFUSED), after `report` told the page what was refused. */
export function useSaveRefusals(saves: SaveSender, actor: Actor<ReturnType<typeof createFlowMachine>>, report: (stepId: string, error: unknown) => void): void {
  useEffect(
    () =>
      saves.onRefused((save, error) => {
        // The member left this device: the page shows that instead of the flow, never the refused step again.
        if (isLeftDevice(error.status, error.code)) return;
        report(save.stepId, error);
        actor.send({ type: 'SAVE_REFUSED', stepId: save.stepId, answers: save.answers, code: error.code });
      }),
    [saves, actor, report],
  );
}

/** Whether local storage still holds answers the server has not acknowledged (a new enrolment's start clears it). */
export const hasUnsentAnswers = (store: LocalStore): boolean => parseSaveQueue(store.read(SAVE_QUEUE_KEY)).items.length > 0;

/** Asks the browser to confirm leaving the page while answers are still unsent (its own prompt; the text is its own). */
export function useLeaveGuard(store: LocalStore): void {
  useEffect(() => {
    const guard = (event: BeforeUnloadEvent) => {
      if (!hasUnsentAnswers(store)) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', guard);
    return () => window.removeEventListener('beforeunload', guard);
  }, [store]);
}

/**
 * The resume client whose "continue later" link waits for the saves queued before it: the server's copy must be whole
 * before a link to it is mailed. A queue that cannot drain is told as the network error it is.
 */
export function resumeAfterSaves(api: ResumeApi, saves: Pick<SaveSender, 'drained'>): ResumeApi {
  return {
    ...api,
    sendLink: async (email, locale) => {
      await saves.drained(QUEUE_WAIT_MS).catch((error: unknown) => {
        const refused = error instanceof ApiCallError && error.status >= 400 ? error.code : 'network_error';
        throw new ResumeCallError(error instanceof ApiCallError ? error.status : 0, refused, error instanceof Error ? error.message : String(error));
      });
      return api.sendLink(email, locale);
    },
  };
}

/**
 * Runs a read that depends on saved answers once the queue has sent them. A refusal does not hold the read back:
 * the refused answers will not reach the server, so it answers from what it holds (the member fixes the step meanwhile).
 */
export async function readAfterSaves<T>(saves: Pick<SaveSender, 'drained'>, read: () => Promise<T>): Promise<T> {
  await saves.drained(QUEUE_WAIT_MS).catch((error: unknown) => {
    if (!(error instanceof ApiCallError && error.status >= 400 && error.status < 500)) throw error;
  });
  return read();
}
