import type { HttpMethod } from './endpoint-spec';

/** Statuses worth another try: a gateway or the server briefly unavailable. Never a 4xx. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** How many times a retryable call is tried again. */
export const MAX_RETRIES = 3;

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
