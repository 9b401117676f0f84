/** Every answer a fault's clients got, by status, and what the untouched probe saw. */
export interface FaultTally {
  statuses: Map<number, number>;
  /** 5xx answers other than a 503 (a 503 is the promised answer while the database is down). */
  serverErrors: number;
  /** 503 answers (each then retried after its Retry-After). */
  unavailable: number;
  /** 503 answers that came without a Retry-After header. */
  unavailableWithoutRetryAfter: number;
  /** Calls that never got an answer other than 502-504 or a broken connection within the retry budget. */
  gaveUp: number;
  requests: number;
}

/** An empty tally. */
export const newFaultTally = (): FaultTally => ({ statuses: new Map(), serverErrors: 0, unavailable: 0, unavailableWithoutRetryAfter: 0, gaveUp: 0, requests: 0 });

/** One answer: status, parsed body, the session cookie it set, the node that gave it. */
export interface FaultAnswer {
  status: number;
  body: unknown;
  setCookie?: string;
  node?: string;
}

/** How a call is made: cookie, body, headers, and the time the client keeps retrying a 502-504 or a broken connection. */
export interface CallOptions {
  cookie?: string;
  body?: unknown;
  headers?: Record<string, string>;
  retryForMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const parse = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
};

/**
 * Calls `base + url` as the page does: a 502, 503 or 504 or a broken connection is tried again (after Retry-After
 * when the server gives one, else a short backoff) until `retryForMs` has passed; every answer is counted.
 */
export async function faultCall(base: string, tally: FaultTally, method: string, url: string, options: CallOptions = {}): Promise<FaultAnswer> {
  const until = Date.now() + (options.retryForMs ?? 20_000);
  for (let attempt = 0; ; attempt += 1) {
    tally.requests += 1;
    let wait = Math.min(2000, 200 * (attempt + 1));
    try {
      const res = await fetch(base + url, {
        method,
        headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(15_000),
      });
      const text = await res.text();
      tally.statuses.set(res.status, (tally.statuses.get(res.status) ?? 0) + 1);
      if (res.status === 503) {
        tally.unavailable += 1;
        const retryAfter = Number(res.headers.get('retry-after'));
        if (!res.headers.get('retry-after')) tally.unavailableWithoutRetryAfter += 1;
        else if (Number.isFinite(retryAfter)) wait = Math.max(100, Math.min(retryAfter * 1000, 2000));
      } else if (res.status >= 500 && res.status !== 502 && res.status !== 504) tally.serverErrors += 1;
      if (res.status < 502 || res.status > 504) {
        const node = (res.headers.get('x-upstream') ?? '').split(',').map((u) => u.trim()).filter(Boolean).at(-1);
        const cookie = res.headers.getSetCookie().find((c) => c.startsWith('onb_sid='))?.split(';')[0];
        return { status: res.status, body: parse(text), ...(node ? { node } : {}), ...(cookie ? { setCookie: cookie } : {}) };
      }
    } catch {
      tally.statuses.set(0, (tally.statuses.get(0) ?? 0) + 1);
    }
    if (Date.now() + wait > until) {
      tally.gaveUp += 1;
      return { status: 0, body: undefined };
    }
    await sleep(wait);
  }
}
