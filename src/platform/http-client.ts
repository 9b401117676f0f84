import fetchRetry from 'fetch-retry';
import { BODY_METHODS, type ApiBases, type EndpointSpec, type RequestConfig, type SharedData, type UrlParams } from './endpoint-spec';
import { resolveEndpoint } from './resolve-endpoint';
import { REQUEST_DEADLINES, defaultKind, type RequestDeadline } from './request-deadlines';
import { backoffDelay, isRetryable, MIN_ATTEMPT_MS, retryAfterMs, shouldRetry } from './retry-policy';

/** What a call got back: the status (0 when the server was not reached) and the parsed JSON body. */
export interface HttpOutcome {
  namespace: string;
  method: string;
  status: number;
  body: unknown;
}

/** Raised when the server could not be reached at all (after any retries). */
export class NetworkUnreachableError extends Error {
  constructor(
    readonly namespace: string,
    readonly method: string,
    message = `Could not reach the endpoint '${namespace}'; check the connection and try again.`,
  ) {
    super(message);
    this.name = 'NetworkUnreachableError';
  }
}

/** Raised when a call's deadline passed without an answer (after any retries); the call may be tried again. */
export class RequestTimeoutError extends NetworkUnreachableError {
  constructor(namespace: string, method: string, readonly waitedMs: number) {
    super(namespace, method, `The endpoint '${namespace}' did not answer in ${waitedMs} ms, its deadline; try again, or raise its kind's deadline in REQUEST_DEADLINES.`);
    this.name = 'RequestTimeoutError';
  }
}

/** What the client needs: the spec, the bases, and optionally fetch, shared data, a console and a backoff. */
export interface HttpClientOptions {
  spec: EndpointSpec;
  bases: ApiBases;
  fetchImpl?: typeof fetch;
  shared?: () => SharedData;
  log?: Pick<Console, 'error'>;
  backoff?: (attempt: number) => number;
}

/** One attempt's answer, its body read within the attempt's deadline. */
interface Reply {
  status: number;
  headers: Headers;
  body: unknown;
}

/** One attempt's deadline passed (the client retries it when it may, else gives up with RequestTimeoutError). */
class AttemptTimeout extends Error {
  constructor(ms: number) {
    super(`No answer within ${ms} ms.`);
    this.name = 'AttemptTimeout';
  }
}

/**
 * One attempt with its own deadline (the smaller of the attempt's and what is left of the call's), covering the
 * body as well as the headers; the caller's signal still aborts it.
 */
async function attemptWithin(fetchImpl: typeof fetch, url: string, init: RequestInit, ms: number): Promise<Reply> {
  const controller = new AbortController();
  const outer = init.signal;
  const forward = () => controller.abort(outer?.reason);
  if (outer?.aborted) forward();
  else outer?.addEventListener('abort', forward, { once: true });
  let expired = false;
  // A timer rather than AbortSignal.timeout: it follows the page's clock, which the browser tests move on.
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, ms);
  try {
    const response = await fetchImpl(url, { ...init, signal: controller.signal });
    const text = await response.text();
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: response.status, headers: response.headers, body };
  } catch (error) {
    throw expired ? new AttemptTimeout(ms) : error;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forward);
  }
}

/**
 * The endpoint layer (docs/spec/calls.md#endpoint-layer): `request(namespace, params, body, config)` for put/post/patch/delete,
 * `request(namespace, params, config)` for the others. Every call has a deadline by its endpoint's kind
 * (REQUEST_DEADLINES); calls that may be repeated are retried with the same headers (so the same Idempotency-Key)
 * on a network error, a timeout or a 502/503/504, after the server's Retry-After or a backoff, within the deadline.
 */
export function createHttpClient(options: HttpClientOptions) {
  const fetchImpl = options.fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const backoff = options.backoff ?? backoffDelay;

  async function request(namespace: string, params: UrlParams = {}, ...args: unknown[]): Promise<HttpOutcome> {
    const definition = resolveEndpoint(options.spec, namespace, options.log);
    const hasBody = BODY_METHODS.has(definition.method);
    const body = hasBody ? args[0] : undefined;
    const callConfig = (hasBody ? args[1] : args[0]) as RequestConfig | undefined;
    const base = definition.config?.(options.shared?.() ?? {}) ?? {};
    const headers: Record<string, string> = { ...base.headers, ...callConfig?.headers };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const retry = isRetryable(definition.method, headers);
    const deadline: RequestDeadline = REQUEST_DEADLINES[definition.kind ?? defaultKind(definition.method)];
    const startedAt = Date.now();
    const endsAt = startedAt + deadline.totalMs;
    const signal = callConfig?.signal ?? base.signal;
    const waitBefore = (attempt: number, reply: Reply | null) => retryAfterMs(reply?.headers.get('retry-after'), Date.now()) ?? backoff(attempt);
    const attempt = (url: string, init: RequestInit) => attemptWithin(fetchImpl, url, init, Math.max(0, Math.min(deadline.attemptMs, endsAt - Date.now())));
    const init = {
      method: definition.method.toUpperCase(),
      credentials: 'same-origin' as const,
      headers,
      keepalive: callConfig?.keepalive ?? base.keepalive,
      signal,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      retryDelay: (n: number, _error: Error | null, reply: Reply | null) => waitBefore(n, reply),
      retryOn: (n: number, error: Error | null, reply: Reply | null) => {
        if (!retry || signal?.aborted || !shouldRetry(n, error, reply?.status)) return false;
        // Another try only when it can still get an answer before the deadline: else the member is told now.
        return Date.now() + waitBefore(n, reply) + MIN_ATTEMPT_MS <= endsAt;
      },
    };
    let reply: Reply;
    try {
      reply = await fetchRetry(attempt)(definition.url(params, options.bases), init);
    } catch (error) {
      if (signal?.aborted) throw error;
      if (error instanceof AttemptTimeout) throw new RequestTimeoutError(namespace, init.method, Date.now() - startedAt);
      throw new NetworkUnreachableError(namespace, init.method);
    }
    return { namespace, method: init.method, status: reply.status, body: reply.body };
  }

  return { request };
}

/** The endpoint-layer client. */
export type HttpClient = ReturnType<typeof createHttpClient>;
