import { OFFLINE_PAGE, offlineCacheName, offlineResponder } from './offline-cache';

const ORIGIN = 'https://join.test';
const FILES = [OFFLINE_PAGE, '/v3/dist/offline.1a2b3c4d.js', '/v3/dist/offline.5e6f7a8b.css'];

function setUp(network: (request: Request) => Promise<Response>) {
  const stored = new Map(FILES.map((file) => [file, new Response(`cached ${file}`)]));
  const fetched: string[] = [];
  const respond = offlineResponder({
    files: FILES, cacheName: offlineCacheName(FILES), origin: ORIGIN,
    caches: { open: async () => ({ match: async (path: string) => stored.get(path)?.clone() }) as unknown as Cache },
    fetch: (request) => {
      fetched.push(new URL(request.url).pathname);
      return network(request);
    },
  });
  return { respond, fetched };
}
const navigation = (url: string) => ({ method: 'GET', url, mode: 'navigate' }) as Request;
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('the service worker\'s answers', () => {
  it('answers a failed navigation to a page of the app with the offline page, and a working one from the network', async () => {
    const down = setUp(offline);
    expect(await (await down.respond(navigation(`${ORIGIN}/v3/dist/timezone?lang=pt-PT`)))!.text()).toBe(`cached ${OFFLINE_PAGE}`);
    const up = setUp(async () => new Response('the flow'));
    expect(await (await up.respond(navigation(`${ORIGIN}/v3/dist/`)))!.text()).toBe('the flow');
    // The navigation preload's answer is used when there is one.
    expect(await (await up.respond(navigation(`${ORIGIN}/v3/dist/`), Promise.resolve(new Response('preloaded'))))!.text()).toBe('preloaded');
    expect(await (await down.respond(navigation(`${ORIGIN}/v3/dist/`), Promise.reject(new TypeError('offline'))))!.text()).toBe(`cached ${OFFLINE_PAGE}`);
  });

  it('never answers the member API, another origin, another method or a page outside the app', () => {
    const { respond, fetched } = setUp(offline);
    const requests = [
      { method: 'GET', url: `${ORIGIN}/member/enrolment`, mode: 'cors' },
      { method: 'PUT', url: `${ORIGIN}/member/enrolment/steps/profile`, mode: 'cors' },
      { method: 'POST', url: `${ORIGIN}/v3/dist/`, mode: 'navigate' },
      { method: 'GET', url: `https://elsewhere.test/v3/dist/offline.html`, mode: 'navigate' },
      { method: 'GET', url: `${ORIGIN}/console/`, mode: 'navigate' },
      { method: 'GET', url: `${ORIGIN}/v3/dist/main.12345678.js`, mode: 'no-cors' },
    ] as Request[];
    for (const request of requests) expect(respond(request)).toBeUndefined();
    expect(fetched).toEqual([]);
  });

  it('serves the offline page\'s own files from the cache, and names each build\'s cache after its files', async () => {
    const { respond, fetched } = setUp(offline);
    expect(await (await respond({ method: 'GET', url: `${ORIGIN}${FILES[1]}`, mode: 'no-cors' } as Request))!.text()).toBe(`cached ${FILES[1]}`);
    expect(fetched).toEqual([]);
    expect(offlineCacheName(FILES)).toMatch(/^offline-[0-9a-z]+$/);
    expect(offlineCacheName(FILES)).not.toBe(offlineCacheName([OFFLINE_PAGE, '/v3/dist/offline.99999999.js']));
  });
});
