import type { LogEntry } from './log-entry';

/** The collector proxy on our own server when no collector URL is configured. */
export const DEFAULT_LOG_COLLECTOR_URL = '/member/logs';

/** keepalive requests share a 64 KiB budget; larger bodies go without it. */
const KEEPALIVE_LIMIT = 60_000;

/** A batch the collector did not take: "Status code {n}" or "Unable to reach logging proxy" (docs/spec/errors.md#log-shipping-errors). */
export class LogShippingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LogShippingError';
  }
}

/** POSTs `{entries}` with `Authorization: {key}`; anything but 200 is a failure (docs/spec/calls.md#log-shipping). */
export async function shipEntries(fetchImpl: typeof fetch, url: string, apiKey: string, entries: readonly LogEntry[]): Promise<void> {
  const body = JSON.stringify({ entries });
  let response: Response;
  try {
    // keepalive lets a batch sent while the page unloads still arrive, Authorization header included. The session
    // cookie goes to our own proxy (its limits per enrolment, the member's answers masked), never to another collector.
    response = await fetchImpl(url, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: apiKey }, body, keepalive: body.length < KEEPALIVE_LIMIT, credentials: 'same-origin' });
  } catch {
    throw new LogShippingError('Unable to reach logging proxy');
  }
  if (response.status !== 200) throw new LogShippingError(`Status code ${response.status}`);
}
