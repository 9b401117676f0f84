import type { StepAnswers } from './flow-types';

/** One step's answers waiting for the server's acknowledgement, with the Idempotency-Key every try of it carries. */
export interface QueuedSave {
  key: string;
  stepId: string;
  answers: StepAnswers;
  /** The interface language the step was shown in (consent receipts record it). */
  locale?: string;
  /** Sent at least once: the server may have applied it, so it is never replaced, only acknowledged. */
  sent: boolean;
  /**
   * Its place in the member's order (the Save-Sequence header): the server refuses an older save after a newer one.
   * Absent only on saves a page queued before the header existed, which are sent unordered.
   */
  sequence?: number;
}

/** A save the server refused: the queue waits until the member saves that step again. */
export interface SaveRefusal {
  stepId: string;
  code: string;
}

/** The saves the server has not acknowledged yet, in the order the member made them (kept in local storage). */
export interface SaveQueue {
  items: QueuedSave[];
  refusal?: SaveRefusal;
  /** The highest Save-Sequence handed out or acknowledged by the server (0 before any): the next save takes the one after. */
  sequence: number;
}

/** A queue with nothing to send. */
export const EMPTY_SAVE_QUEUE: SaveQueue = { items: [], sequence: 0 };

/** The largest Save-Sequence the server accepts (2^53 − 1, the largest integer a number holds exactly). */
const MAX_SEQUENCE = Number.MAX_SAFE_INTEGER;
const isSequence = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= MAX_SEQUENCE;

/** Raises the queue's sequence to what the server acknowledged (a save's answer, or the enrolment read on resume). */
export function raiseSequence(queue: SaveQueue, acknowledged: unknown): SaveQueue {
  return isSequence(acknowledged) && acknowledged > queue.sequence ? { ...queue, sequence: acknowledged } : queue;
}

/**
 * Adds a save behind the others. It replaces the last save only when that one is of the same step and unsent (the
 * server never saw it, and nothing was answered in between); after a refusal of this step it goes first, in the
 * refused save's place, and the step's older unsent saves are dropped. A key already queued is ignored.
 */
export function enqueueSave(queue: SaveQueue, save: Omit<QueuedSave, 'sent' | 'sequence'>): SaveQueue {
  if (queue.items.some((item) => item.key === save.key)) return queue;
  const sequence = queue.sequence + 1;
  const item: QueuedSave = { ...save, sent: false, sequence };
  if (queue.refusal?.stepId === save.stepId) return { items: [item, ...queue.items.filter((queued) => queued.stepId !== save.stepId || queued.sent)], sequence };
  const last = queue.items.at(-1);
  const kept = last && !last.sent && last.stepId === save.stepId ? queue.items.slice(0, -1) : queue.items;
  return { ...queue, items: [...kept, item], sequence };
}

/** The save to send now: the oldest, unless the queue waits on a refusal. */
export function nextSave(queue: SaveQueue): QueuedSave | undefined {
  return queue.refusal ? undefined : queue.items[0];
}

/** Marks a save as sent (before its first try), so it is no longer replaced. */
export function markSent(queue: SaveQueue, key: string): SaveQueue {
  return { ...queue, items: queue.items.map((item) => (item.key === key ? { ...item, sent: true } : item)) };
}

/** Drops a save the server acknowledged (the only way a save leaves the queue but a refusal). */
export function ackSave(queue: SaveQueue, key: string): SaveQueue {
  return { ...queue, items: queue.items.filter((item) => item.key !== key) };
}

/** Drops a save the server refused and stops the queue on its step until the member saves it again. */
export function refuseSave(queue: SaveQueue, key: string, code: string): SaveQueue {
  const refused = queue.items.find((item) => item.key === key);
  if (!refused) return queue;
  return { items: queue.items.filter((item) => item !== refused), refusal: { stepId: refused.stepId, code }, sequence: queue.sequence };
}

/** The answers still on their way, the latest of each step: what the server will hold once the queue drains. */
export function pendingAnswers(queue: SaveQueue): Record<string, StepAnswers> {
  const answers: Record<string, StepAnswers> = {};
  for (const item of queue.items) answers[item.stepId] = item.answers;
  return answers;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
// A step id as the flow spells them: a key that could reach Object.prototype is never one.
const isStepId = (value: unknown): value is string => typeof value === 'string' && /^[a-z][a-z0-9-]{0,63}$/.test(value);

function parseItem(raw: unknown): QueuedSave | undefined {
  if (!isRecord(raw) || typeof raw.key !== 'string' || raw.key === '' || !isStepId(raw.stepId) || !isRecord(raw.answers)) return undefined;
  return {
    key: raw.key, stepId: raw.stepId, answers: raw.answers as StepAnswers, ...(typeof raw.locale === 'string' ? { locale: raw.locale } : {}), sent: raw.sent === true,
    ...(isSequence(raw.sequence) ? { sequence: raw.sequence } : {}),
  };
}

/** The queue as local storage holds it; anything malformed (or a key seen before) is left out, the rest kept in order. */
export function parseSaveQueue(raw: unknown): SaveQueue {
  if (!isRecord(raw)) return EMPTY_SAVE_QUEUE;
  if (!Array.isArray(raw.items)) return raiseSequence(EMPTY_SAVE_QUEUE, raw.sequence);
  const keys = new Set<string>();
  const items: QueuedSave[] = [];
  for (const entry of raw.items) {
    const item = parseItem(entry);
    if (!item || keys.has(item.key)) continue;
    keys.add(item.key);
    items.push(item);
  }
  const refusal = isRecord(raw.refusal) && isStepId(raw.refusal.stepId) && typeof raw.refusal.code === 'string' ? { stepId: raw.refusal.stepId, code: raw.refusal.code } : undefined;
  // Never below a queued save's own place: the next save must come after every one already numbered.
  const sequence = Math.max(isSequence(raw.sequence) ? raw.sequence : 0, ...items.map((item) => item.sequence ?? 0));
  return refusal ? { items, refusal, sequence } : { items, sequence };
}
