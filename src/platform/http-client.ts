import fetchRetry from 'fetch-retry';
import { BODY_METHODS, type ApiBases, type EndpointSpec, type RequestConfig, type SharedData, type UrlParams } from './endpoint-spec';
import { resolveEndpoint } from './resolve-endpoint';
import { backoffDelay, isRetryable, shouldRetry } from './retry-policy';

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
  ) {
    super(`Could not reach the endpoint '${namespace}'.`);
    this.name = 'NetworkUnreachableError';
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

/**
 * The endpoint layer (SPEC §7): `request(namespace, params, body, config)` for put/post/patch/delete,
 * `request(namespace, params, config)` for the others. Safe calls are retried with backoff; 4xx never.
 */
export function createHttpClient(options: HttpClientOptions) {
  const fetchImpl = options.fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const backoff = options.backoff ?? backoffDelay;
  const retrying = fetchRetry(fetchImpl);

  async function request(namespace: string, params: UrlParams = {}, ...args: unknown[]): Promise<HttpOutcome> {
    const definition = resolveEndpoint(options.spec, namespace, options.log);
    const hasBody = BODY_METHODS.has(definition.method);
    const body = hasBody ? args[0] : undefined;
    const callConfig = (hasBody ? args[1] : args[0]) as RequestConfig | undefined;
    const base = definition.config?.(options.shared?.() ?? {}) ?? {};
    const headers: Record<string, string> = { ...base.headers, ...callConfig?.headers };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const retry = isRetryable(definition.method, headers);
    const init = {
      method: definition.method.toUpperCase(),
      credentials: 'same-origin' as const,
      headers,
      keepalive: callConfig?.keepalive ?? base.keepalive,
      signal: callConfig?.signal ?? base.signal,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      retryDelay: (attempt: number) => backoff(attempt),
      retryOn: (attempt: number, error: Error | null, response: Response | null) => retry && shouldRetry(attempt, error, response?.status),
    };
    let response: Response;
    try {
      response = await retrying(definition.url(params, options.bases), init);
    } catch {
      throw new NetworkUnreachableError(namespace, init.method);
    }
    const parsed: unknown = await response.json().catch(() => undefined);
    return { namespace, method: init.method, status: response.status, body: parsed };
  }

  return { request };
}

/** The endpoint-layer client. */
export type HttpClient = ReturnType<typeof createHttpClient>;
