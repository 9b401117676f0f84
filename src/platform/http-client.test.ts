import type { EndpointSpec } from './endpoint-spec';
import { apiBases } from './endpoint-spec';
import { createHttpClient, NetworkUnreachableError } from './http-client';

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
