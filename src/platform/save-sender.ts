import type { StepAnswers } from '../flow/flow-types';
import { ackSave, EMPTY_SAVE_QUEUE, enqueueSave, markSent, nextSave, parseSaveQueue, raiseSequence, refuseSave, type QueuedSave, type SaveQueue } from '../flow/save-queue';
import { randomAlphanumerics } from './batch-id';
import type { LocalStore } from './local-store';
import { ApiCallError } from './member-api';

/** The local storage key of the saves the server has not acknowledged yet (beside the progress). */
export const SAVE_QUEUE_KEY = 'onboarding_v3_save_queue';
/**
 * The highest Save-Sequence this page handed out or the server acknowledged, kept apart from the queue: a drained
 * queue leaves no record behind, while the next save still follows every save the enrolment took.
 */
export const SAVE_SEQUENCE_KEY = 'onboarding_v3_save_sequence';

const storedSequence = (store: LocalStore): number | undefined => {
  const raw = store.read(SAVE_SEQUENCE_KEY);
  return typeof raw === 'string' ? Number(raw) : undefined;
};
const readQueue = (store: LocalStore): SaveQueue => raiseSequence(parseSaveQueue(store.read(SAVE_QUEUE_KEY)), storedSequence(store));

/** What the member is told about the queue: how many saves wait, and whether they wait for the connection. */
export interface SaveSenderStatus {
  waiting: number;
  offline: boolean;
}

/** What the sender needs: where the queue is kept, how one save is sent, and the browser's connection facts. */
export interface SaveSenderOptions {
  store: LocalStore;
  /** Sends one save (PUT with its Idempotency-Key and Save-Sequence); an ApiCallError says how it failed. */
  send: (save: QueuedSave) => Promise<unknown>;
  isOnline?: () => boolean;
  /** Where the `online` event is heard (the window). */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** The wait before try n + 1 of a save that failed n times (not counting offline waits). */
  retryDelay?: (failures: number) => number;
  newKey?: () => string;
  /**
   * When a queued save sets off: at once unless given. The page passes a wait for its next paint, so a press of
   * Continue paints the next step before the request's own work (tens of milliseconds on a slow phone) runs.
   */
  sendLater?: (send: () => void) => void;
}

/** 1 s, 2 s, 4 s… up to 30 s between tries of a save the network lost (the http client retried it already). */
export const saveRetryDelay = (failures: number): number => Math.min(30_000, 1_000 * 2 ** Math.min(failures, 5));

// Retrying these can succeed (a slow or crowded server); any other 4xx is the server's definite refusal.
const RETRIED_4XX: ReadonlySet<number> = new Set([408, 425, 429]);
const isRefusal = (error: unknown): error is ApiCallError => error instanceof ApiCallError && error.status >= 400 && error.status < 500 && !RETRIED_4XX.has(error.status);
// The server applied a newer save of the enrolment already: this one is done, its answers overtaken.
const isStale = (error: unknown): error is ApiCallError => error instanceof ApiCallError && error.status === 409 && error.code === 'stale_save';
const acknowledgedIn = (answer: unknown): unknown => (typeof answer === 'object' && answer !== null ? (answer as { saveSequence?: unknown }).saveSequence : undefined);

/**
 * Raises the Save-Sequence kept with the queue to what the server acknowledged (read when a page resumes), so this
 * page's next save is numbered after every save the enrolment took, on any device.
 */
export function raiseStoredSaveSequence(store: LocalStore, acknowledged: unknown): void {
  const queue = readQueue(store);
  const raised = raiseSequence(queue, acknowledged);
  if (raised !== queue) store.write(SAVE_SEQUENCE_KEY, String(raised.sequence));
}

const isUnreachable = (error: unknown) => error instanceof ApiCallError && error.status === 0 && error.code === 'network_error';

/**
 * Sends the member's saves behind them, in order and one at a time, each with its own Idempotency-Key kept across
 * tries and reloads; a save leaves local storage only once the server acknowledged it (or refused it, which stops the
 * queue until the member saves that step again). Lost saves are tried again with a backoff; offline, the sender waits
 * for the `online` event.
 */
export function createSaveSender(options: SaveSenderOptions) {
  const isOnline = options.isOnline ?? (() => navigator.onLine !== false);
  const retryDelay = options.retryDelay ?? saveRetryDelay;
  const newKey = options.newKey ?? (() => `save_${randomAlphanumerics(24)}`);
  const sendLater = options.sendLater ?? ((send: () => void) => send());
  let queue: SaveQueue = readQueue(options.store);
  let status: SaveSenderStatus = { waiting: queue.items.length, offline: false };
  let running = false;
  let stopped = true;
  let wake: (() => void) | undefined;
  const listeners = new Set<() => void>();
  const refusalListeners = new Set<(save: QueuedSave, error: ApiCallError) => void>();
  const waiters = new Set<() => void>();

  // The sequence a resumed page read from the server (raiseStoredSaveSequence) is kept, unless a new enrolment starts.
  const withStoredSequence = (next: SaveQueue): SaveQueue => raiseSequence(next, storedSequence(options.store));

  function update(next: SaveQueue, offline = status.offline, fresh = false): void {
    queue = fresh ? next : withStoredSequence(next);
    // The whole record is replaced: the store merges objects, and a dropped save must not linger.
    options.store.remove(SAVE_QUEUE_KEY);
    if (queue.items.length > 0 || queue.refusal) options.store.write(SAVE_QUEUE_KEY, queue);
    if (fresh) options.store.remove(SAVE_SEQUENCE_KEY);
    if (queue.sequence > 0) options.store.write(SAVE_SEQUENCE_KEY, String(queue.sequence));
    if (status.waiting !== queue.items.length || status.offline !== offline) {
      status = { waiting: queue.items.length, offline };
      listeners.forEach((listener) => listener());
    }
    waiters.forEach((check) => check());
  }

  /** Waits `ms`, or less when the connection comes back or a save is added. */
  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      wake = done;
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
    });
  }

  async function pump(): Promise<void> {
    if (running || stopped) return;
    running = true;
    let failures = 0;
    try {
      for (let save = nextSave(queue); save && !stopped; save = nextSave(queue)) {
        if (!isOnline()) {
          update(queue, true);
          await pause(retryDelay(failures));
          continue;
        }
        if (!save.sent) update(markSent(queue, save.key));
        try {
          const answer = await options.send({ ...save, sent: true });
          failures = 0;
          update(raiseSequence(ackSave(queue, save.key), acknowledgedIn(answer)), false);
        } catch (error) {
          if (isStale(error)) {
            failures = 0;
            update(raiseSequence(ackSave(queue, save.key), error.saveSequence), false);
          } else if (isRefusal(error)) {
            update(refuseSave(queue, save.key, error.code), false);
            refusalListeners.forEach((listener) => listener(save, error));
          } else {
            update(queue, isUnreachable(error) || !isOnline());
            await pause(retryDelay(failures));
            failures += 1;
          }
        }
      }
    } finally {
      running = false;
    }
  }

  const onOnline = () => {
    update(queue, false);
    wake?.();
    void pump();
  };

  return {
    /** Starts sending (what storage holds first) and listening for the connection. */
    start(): void {
      stopped = false;
      options.events?.addEventListener('online', onOnline);
      void pump();
    },
    /** Stops sending after the save in flight; the queue stays in storage for the next page. */
    stop(): void {
      stopped = true;
      options.events?.removeEventListener('online', onOnline);
      wake?.();
    },
    /** Queues a step's answers, to be sent behind the member. */
    enqueue(stepId: string, answers: StepAnswers, locale?: string): void {
      update(enqueueSave(withStoredSequence(queue), { key: newKey(), stepId, answers, ...(locale ? { locale } : {}) }));
      sendLater(() => {
        wake?.();
        void pump();
      });
    },
    /**
     * Resolves once every save is acknowledged; rejects at once offline (network_error) or on a refusal (with the
     * step and code), and after `withinMs` while saves still wait (timeout): the caller tells the member, with a retry.
     */
    drained(withinMs: number): Promise<void> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => finish(new ApiCallError(0, 'timeout', `The answers were not all saved within ${withinMs} ms; try again once the connection is back.`)), withinMs);
        function finish(error?: ApiCallError) {
          clearTimeout(timer);
          waiters.delete(check);
          if (error) reject(error);
          else resolve();
        }
        function check() {
          if (queue.refusal) finish(new ApiCallError(400, queue.refusal.code, `The server refused the answers of step '${queue.refusal.stepId}'; save that step again.`, [], queue.refusal.stepId));
          else if (queue.items.length === 0) finish();
          else if (status.offline || !isOnline()) finish(new ApiCallError(0, 'network_error', 'The answers wait for the connection; try again once it is back.'));
        }
        waiters.add(check);
        check();
      });
    },
    /** Where the queue stands (the same object until it changes, for useSyncExternalStore). */
    status: (): SaveSenderStatus => status,
    /** Calls `listener` whenever the status changes; returns the unsubscribe. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Calls `listener` with each refused save and the server's error; returns the unsubscribe. */
    onRefused(listener: (save: QueuedSave, error: ApiCallError) => void): () => void {
      refusalListeners.add(listener);
      return () => refusalListeners.delete(listener);
    },
    /** Forgets every queued save (the member starts a new enrolment). */
    clear(): void {
      update(EMPTY_SAVE_QUEUE, false, true);
    },
  };
}

/** The save sender. */
export type SaveSender = ReturnType<typeof createSaveSender>;
