/** What a consent box decided. */
export type ConsentDecision = 'accepted' | 'declined';

/**
 * The one meaning of a consent answer, shared by the answers and the receipts: only a tick (true) accepts; false
 * declines, and so does no value on a saved step (rows saved before an unticked box was stored as false).
 */
export function consentDecision(value: unknown): ConsentDecision {
  return value === true ? 'accepted' : 'declined';
}
