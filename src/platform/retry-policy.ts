import type { HttpMethod } from './endpoint-spec';

/** Statuses worth another try: a gateway or the server briefly unavailable. Never a 4xx. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** How many times a retryable call is tried again. */
export const MAX_RETRIES = 3;

/** The least time worth another attempt: a retry that would have less before the call's deadline is not made. */
export const MIN_ATTEMPT_MS = 1_000;

/** The wait before retry n (0-based): 300 ms, 600 ms, 1200 ms. */
export const backoffDelay = (attempt: number): number => 300 * 2 ** attempt;

const SAFE: ReadonlySet<HttpMethod> = new Set(['get', 'head', 'options', 'put']);

/** Whether a call may be repeated without doing twice what it does: GET, HEAD, OPTIONS, PUT, and POST with an Idempotency-Key. */
export function isRetryable(method: HttpMethod, headers: Readonly<Record<string, string>>): boolean {
  if (SAFE.has(method)) return true;
  return method === 'post' && Object.keys(headers).some((name) => name.toLowerCase() === 'idempotency-key');
}

/** Whether to try again after an attempt: a network error or a retry status, within the retry budget. */
export function shouldRetry(attempt: number, error: unknown, status: number | undefined): boolean {
  if (attempt >= MAX_RETRIES) return false;
  if (error) return true;
  return status !== undefined && RETRY_STATUSES.has(status);
}

/**
 * The wait a Retry-After header asks for, in ms (delta-seconds or an HTTP date, from `now`); undefined when absent
 * or malformed, so the backoff applies.
 */
export function retryAfterMs(header: string | null | undefined, now: number): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d{1,9}$/.test(value)) return Number(value) * 1000;
  // Only an HTTP date ("Wed, 25 Nov 2026 18:00:00 GMT"): Date.parse would also read "5.5" as a day in May.
  const date = /^[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
