import type { EndpointSpec } from './endpoint-spec';
import { apiBases } from './endpoint-spec';
import { createHttpClient, NetworkUnreachableError, RequestTimeoutError } from './http-client';
import { REQUEST_DEADLINES } from './request-deadlines';

const spec: EndpointSpec = {
  things: {
    list: { method: 'get', url: (p, b) => `${b.api}/things?page=${p.page ?? '1'}`, config: (shared) => ({ headers: { 'accept-language': String(shared.language) } }) },
    create: { method: 'post', url: (_p, b) => `${b.member}/things` },
    replace: { method: 'put', url: (p, b) => `${b.member}/things/${p.id ?? ''}` },
    remove: { method: 'delete', url: (p, b) => `${b.member}/things/${p.id ?? ''}` },
    change: { method: 'patch', url: (p, b) => `${b.member}/things/${p.id ?? ''}` },
    probe: { method: 'head', url: (_p, b) => `${b.api}/things` },
  },
};

function fakeFetch(statuses: (number | 'offline')[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = jest.fn((url: string, init?: RequestInit) => {
    calls.push({ url, init: init ?? {} });
    const status = statuses[Math.min(calls.length - 1, statuses.length - 1)];
    if (status === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(new Response(JSON.stringify({ n: calls.length }), { status: status ?? 200, headers: { 'content-type': 'application/json' } }));
  });
  return { impl: impl as unknown as typeof fetch, calls };
}

const client = (fetchImpl: typeof fetch) =>
  createHttpClient({ spec, bases: apiBases('https://host.test'), fetchImpl, shared: () => ({ language: 'fr-CA' }), backoff: () => 0, log: { error: jest.fn() } });

describe('the endpoint layer', () => {
  it('builds the URL from params on the API base and computes config from shared data', async () => {
    const { impl, calls } = fakeFetch([200]);
    const outcome = await client(impl).request('things/list', { page: '2' });
    expect(outcome).toEqual({ namespace: 'things/list', method: 'GET', status: 200, body: { n: 1 } });
    expect(calls[0].url).toBe('https://host.test/things?page=2');
    expect(calls[0].init.headers).toEqual({ 'accept-language': 'fr-CA' });
    expect(calls[0].init.body).toBeUndefined();
  });

  it.each(['things/create', 'things/replace', 'things/remove', 'things/change'])('%s takes the body first, then the config, on the member base', async (namespace) => {
    const { impl, calls } = fakeFetch([200]);
    await client(impl).request(namespace, { id: '7' }, { a: 1 }, { headers: { 'x-extra': 'yes' } });
    expect(calls[0].url).toMatch(/^https:\/\/host\.test\/member\/things/);
    expect(calls[0].init.body).toBe('{"a":1}');
    expect(calls[0].init.headers).toEqual({ 'x-extra': 'yes', 'content-type': 'application/json' });
  });

  it('takes only a config for head', async () => {
    const { impl, calls } = fakeFetch([200]);
    await client(impl).request('things/probe', {}, { headers: { 'x-extra': 'yes' } });
    expect(calls[0].init).toMatchObject({ method: 'HEAD', headers: { 'x-extra': 'yes' } });
  });

  it.each([
    ['a GET on 503', 'things/list', undefined, [503, 503, 200], 3, 200],
    ['a GET past the retry budget', 'things/list', undefined, [503], 4, 503],
    ['a PUT on 502', 'things/replace', {}, [502, 200], 2, 200],
    ['a GET never on 400', 'things/list', undefined, [400, 200], 1, 400],
    ['a GET never on 401', 'things/list', undefined, [401, 200], 1, 401],
    ['a GET not on 500', 'things/list', undefined, [500, 200], 1, 500],
    ['a POST without Idempotency-Key not on 503', 'things/create', {}, [503, 200], 1, 503],
    ['a POST with Idempotency-Key on 503', 'things/create', { headers: { 'Idempotency-Key': 'k' } }, [503, 200], 2, 200],
    ['a DELETE not on 503', 'things/remove', {}, [503, 200], 1, 503],
  ])('retries %s', async (_case, namespace, config, statuses, attempts, finalStatus) => {
    const { impl, calls } = fakeFetch(statuses);
    const http = client(impl);
    const hasBody = !namespace.endsWith('list');
    const outcome = await (hasBody ? http.request(namespace, { id: '1' }, {}, config) : http.request(namespace, {}, config));
    expect(calls).toHaveLength(attempts);
    expect(outcome.status).toBe(finalStatus);
  });

  it('retries a GET when offline, then gives up with NetworkUnreachableError', async () => {
    const { impl, calls } = fakeFetch(['offline']);
    await expect(client(impl).request('things/list')).rejects.toEqual(new NetworkUnreachableError('things/list', 'GET'));
    expect(calls).toHaveLength(4);
  });

  it('does not retry an offline POST', async () => {
    const { impl, calls } = fakeFetch(['offline']);
    await expect(client(impl).request('things/create', {}, {})).rejects.toBeInstanceOf(NetworkUnreachableError);
    expect(calls).toHaveLength(1);
  });

  it('waits the backoff between tries', async () => {
    jest.useFakeTimers();
    try {
      const { impl, calls } = fakeFetch([503, 200]);
      const http = createHttpClient({ spec, bases: apiBases(''), fetchImpl: impl });
      const pending = http.request('things/list');
      await jest.advanceTimersByTimeAsync(299);
      expect(calls).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(1);
      expect((await pending).status).toBe(200);
      expect(calls).toHaveLength(2);
      expect(calls[0].url).toBe('/things?page=1');
    } finally {
      jest.useRealTimers();
    }
  });
});

/** A fetch whose answers are scripted per call: a status (with headers), 'hang' (never answers, as a lost request), or 'hang-body'. */
function scriptedFetch(script: ({ status: number; headers?: Record<string, string> } | 'hang' | 'hang-body')[]) {
  const calls: { url: string; init: RequestInit; at: number }[] = [];
  const impl = jest.fn((url: string, init?: RequestInit) => {
    calls.push({ url, init: init ?? {}, at: Date.now() });
    const step = script[Math.min(calls.length - 1, script.length - 1)];
    if (step === 'hang') return new Promise<never>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    if (step === 'hang-body') {
      const body = new ReadableStream({ start: (controller) => init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError'))) });
      return Promise.resolve(new Response(body, { status: 200 }));
    }
    return Promise.resolve(new Response(JSON.stringify({ n: calls.length }), { status: step.status, headers: { 'content-type': 'application/json', ...step.headers } }));
  });
  return { impl: impl as unknown as typeof fetch, calls };
}

describe('the deadline of every call', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-25T18:00:00Z') }));
  afterEach(() => jest.useRealTimers());
  const http = (impl: typeof fetch) => createHttpClient({ spec, bases: apiBases(''), fetchImpl: impl });
  const settled = <T>(promise: Promise<T>) => {
    const state: { done: boolean; value?: T; error?: unknown } = { done: false };
    promise.then((value) => Object.assign(state, { done: true, value }), (error: unknown) => Object.assign(state, { done: true, error }));
    return state;
  };

  it('ends a PUT that never answers after its total deadline, tried again once with the same request, and says it timed out', async () => {
    const { impl, calls } = scriptedFetch(['hang']);
    const outcome = settled(http(impl).request('things/replace', { id: '1' }, { a: 1 }));
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(REQUEST_DEADLINES.save.totalMs - 1);
    expect(outcome.done).toBe(false);
    expect(calls).toHaveLength(2);
    expect(calls[1].init.body).toBe(calls[0].init.body);
    expect(calls[1].at - calls[0].at).toBe(REQUEST_DEADLINES.save.attemptMs + 300);
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome.done).toBe(true);
    expect(outcome.error).toBeInstanceOf(RequestTimeoutError);
    expect((outcome.error as RequestTimeoutError).waitedMs).toBe(REQUEST_DEADLINES.save.totalMs);
  });

  it('ends a GET whose body never arrives', async () => {
    const { impl, calls } = scriptedFetch(['hang-body']);
    const outcome = settled(http(impl).request('things/list'));
    await jest.advanceTimersByTimeAsync(REQUEST_DEADLINES.read.totalMs);
    expect(outcome.error).toBeInstanceOf(RequestTimeoutError);
    expect(calls.length).toBeGreaterThan(1);
  });

  it('sends a timed-out POST with an Idempotency-Key again with the same key, and takes the answer', async () => {
    const { impl, calls } = scriptedFetch(['hang', { status: 200 }]);
    const outcome = settled(http(impl).request('things/create', {}, undefined, { headers: { 'Idempotency-Key': 'submit_abc' } }));
    await jest.advanceTimersByTimeAsync(REQUEST_DEADLINES.save.attemptMs + 300);
    expect(outcome.value).toMatchObject({ status: 200 });
    expect(calls.map((call) => (call.init.headers as Record<string, string>)['Idempotency-Key'])).toEqual(['submit_abc', 'submit_abc']);
  });

  it('does not repeat a timed-out POST without an Idempotency-Key', async () => {
    const { impl, calls } = scriptedFetch(['hang', { status: 200 }]);
    const outcome = settled(http(impl).request('things/create', {}, {}));
    await jest.advanceTimersByTimeAsync(REQUEST_DEADLINES.save.attemptMs);
    expect(outcome.error).toBeInstanceOf(RequestTimeoutError);
    expect(calls).toHaveLength(1);
  });

  it('waits what a 503 Retry-After asks (seconds or a date) before trying again, not the backoff', async () => {
    for (const retryAfter of ['2', 'Wed, 25 Nov 2026 18:00:02 GMT']) {
      jest.setSystemTime(new Date('2026-11-25T18:00:00Z'));
      const { impl, calls } = scriptedFetch([{ status: 503, headers: { 'retry-after': retryAfter } }, { status: 200 }]);
      const outcome = settled(http(impl).request('things/replace', { id: '1' }, {}));
      await jest.advanceTimersByTimeAsync(1_999);
      expect(calls).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(calls).toHaveLength(2);
      expect(outcome.value).toMatchObject({ status: 200 });
    }
  });

  it('gives up at once, with the 503, when Retry-After is past the deadline', async () => {
    const { impl, calls } = scriptedFetch([{ status: 503, headers: { 'retry-after': '120' } }, { status: 200 }]);
    const outcome = settled(http(impl).request('things/replace', { id: '1' }, {}));
    await jest.advanceTimersByTimeAsync(0);
    expect(outcome.value).toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
  });

  it('stops retrying 503s at the deadline even when each asks for only a short wait', async () => {
    const { impl, calls } = scriptedFetch(['hang', { status: 503, headers: { 'retry-after': '9' } }]);
    const outcome = settled(http(impl).request('things/replace', { id: '1' }, {}));
    await jest.advanceTimersByTimeAsync(REQUEST_DEADLINES.save.totalMs);
    expect(outcome.value).toMatchObject({ status: 503 });
    expect(calls).toHaveLength(2);
  });

  it('still lets the caller abort', async () => {
    const { impl, calls } = scriptedFetch(['hang']);
    const controller = new AbortController();
    const outcome = settled(http(impl).request('things/list', {}, { signal: controller.signal }));
    await jest.advanceTimersByTimeAsync(10);
    controller.abort();
    await jest.advanceTimersByTimeAsync(0);
    expect(outcome.error).toMatchObject({ name: 'AbortError' });
    expect(calls).toHaveLength(1);
  });
});
