/** What the clients saw through the proxy: which node answered, retries and failures. */
export interface Tally {
  /** Answers by the node (upstream address) that gave them. */
  byNode: Map<string, number>;
  /** Answers the proxy got only after trying another node (X-Upstream lists more than one). */
  proxyRetries: number;
  /** 502/503/504 or broken connections the client saw (each then retried by the client). */
  failures: number;
  /** Calls that still failed after the client's retries. */
  gaveUp: number;
  requests: number;
}

/** An empty tally. */
export const newTally = (): Tally => ({ byNode: new Map(), proxyRetries: 0, failures: 0, gaveUp: 0, requests: 0 });

/** One answer: status, parsed body, and the session cookie it set (if any). */
export interface Answer {
  status: number;
  body: unknown;
  setCookie?: string;
  /** The node that answered (its upstream address). */
  node?: string;
}

const RETRIES = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls the API through the proxy. The client retries a 502/503/504 or a broken connection up to three
 * times: every call the lane makes is safe to repeat (GET, PUT of a step, submit with an Idempotency-Key;
 * a repeated start at worst leaves an abandoned enrolment behind, which no cookie opens).
 */
export async function call(base: string, tally: Tally, method: string, url: string, options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  for (let attempt = 0; ; attempt += 1) {
    tally.requests += 1;
    try {
      const res = await fetch(base + url, {
        method,
        headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(20_000),
      });
      const upstreams = (res.headers.get('x-upstream') ?? '').split(',').map((u) => u.trim()).filter(Boolean);
      const text = await res.text();
      if (upstreams.length > 1) tally.proxyRetries += 1;
      if (res.status < 502 || res.status > 504) {
        const node = upstreams.at(-1) ?? 'none';
        tally.byNode.set(node, (tally.byNode.get(node) ?? 0) + 1);
        const cookie = res.headers.getSetCookie().find((c) => c.startsWith('onb_sid='))?.split(';')[0];
        return { status: res.status, body: text ? JSON.parse(text) : undefined, node, ...(cookie ? { setCookie: cookie } : {}) };
      }
      tally.failures += 1;
      if (attempt >= RETRIES) {
        tally.gaveUp += 1;
        return { status: res.status, body: text };
      }
    } catch (error) {
      tally.failures += 1;
      if (attempt >= RETRIES) {
        tally.gaveUp += 1;
        return { status: 0, body: String(error) };
      }
    }
    await sleep(200 * (attempt + 1));
  }
}
