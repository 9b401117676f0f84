import { performance } from 'perf_hooks';
import { US_ADULT_STEPS } from '../../test/support/test-harness';

/** What the clinic burst's client measured: every request's latency, the non-2xx answers by status, the members enrolled. */
export interface ClinicLoad {
  requests: number;
  p50: number;
  p99: number;
  max: number;
  /** The p99 of each kind of request (the start, the step saves, the submit), to say which one the tail is. */
  p99ByKind: Record<RequestKind, number>;
  /** Non-2xx answers by status; 0 stands for a request that got no answer (refused, reset or timed out). */
  non2xx: Record<string, number>;
  enrolled: number;
  members: number;
  /** True when the burst's time budget ran out before every member had finished. */
  timedOut: boolean;
}

/** The kinds of request a member makes on the journey. */
type RequestKind = 'start' | 'step' | 'submit';

/** One request's deadline: a request that takes longer counts as unanswered (status 0). */
const REQUEST_TIMEOUT_MS = 15_000;

/** The `q` quantile of sorted latencies, in whole milliseconds. */
const quantile = (sorted: number[], q: number) => (sorted.length === 0 ? 0 : Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]));

/**
 * The load side of the clinic burst, run as its own process so that it does not share the server's event
 * loop: `members` members from this one address walk the whole journey at the same moment (start, every step
 * of a US adult, the appointment step, submit), one request at a time each, as the page does. Each request is
 * made once: a refusal is counted, not retried, so the figures say what the members met. Prints one JSON line.
 */
async function main(): Promise<void> {
  const { base, members, budgetMs } = JSON.parse(process.argv[2] ?? '{}') as { base: string; members: number; budgetMs: number };
  const latencies: Record<RequestKind, number[]> = { start: [], step: [], submit: [] };
  const non2xx: Record<string, number> = {};
  const deadline = performance.now() + budgetMs;
  let timedOut = false;

  const call = async (kind: RequestKind, method: string, url: string, cookie?: string, body?: unknown, headers: Record<string, string> = {}) => {
    if (performance.now() >= deadline) {
      timedOut = true;
      return { status: -1, body: undefined, cookie: undefined };
    }
    const started = performance.now();
    let status = 0;
    let text = '';
    let setCookie: string | undefined;
    try {
      const res = await fetch(base + url, {
        method,
        headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(Math.min(REQUEST_TIMEOUT_MS, Math.max(1, deadline - started))),
      });
      text = await res.text();
      status = res.status;
      setCookie = res.headers.getSetCookie().find((c) => c.startsWith('onb_sid='))?.split(';')[0];
    } catch {
      status = 0;
    }
    latencies[kind].push(performance.now() - started);
    if (status < 200 || status > 299) non2xx[status] = (non2xx[status] ?? 0) + 1;
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status, body: parsed, cookie: setCookie };
  };

  const walk = async (): Promise<boolean> => {
    const started = await call('start', 'POST', '/member/enrolments', undefined, { locale: 'en-US', unit: 'move' });
    const enrolmentId = (started.body as { enrolmentId?: string } | undefined)?.enrolmentId;
    if (started.status !== 201 || !started.cookie || !enrolmentId) return false;
    for (const [stepId, answers] of [...US_ADULT_STEPS, ['appointment', {}] as const]) {
      await call('step', 'PUT', `/member/enrolment/steps/${stepId}`, started.cookie, { answers });
    }
    const submit = await call('submit', 'POST', '/member/enrolment/submit', started.cookie, undefined, { 'idempotency-key': `bench-clinic-${enrolmentId}` });
    return submit.status === 200;
  };

  const results = await Promise.all(Array.from({ length: members }, walk));
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const all = sorted(Object.values(latencies).flat());
  const load: ClinicLoad = {
    requests: all.length,
    p50: quantile(all, 0.5),
    p99: quantile(all, 0.99),
    max: Math.round(all.at(-1) ?? 0),
    p99ByKind: { start: quantile(sorted(latencies.start), 0.99), step: quantile(sorted(latencies.step), 0.99), submit: quantile(sorted(latencies.submit), 0.99) },
    non2xx,
    enrolled: results.filter(Boolean).length,
    members,
    timedOut,
  };
  console.log(JSON.stringify(load));
}

void main();
