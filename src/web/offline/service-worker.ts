/**
 * The member page's service worker (served as /v3/dist/sw.js, scope /v3/dist/): it keeps the offline page and its
 * assets, and answers a page navigation the network failed with that page. Everything else goes to the network as if
 * it were not there: the member API above all, whose answers hold personal data, is never cached nor read from a cache.
 */
import { offlineCacheName, offlineResponder } from './offline-cache';

// The build writes the offline page's address and its assets' in place of this name (webpack.config.js, OfflinePrecache).
declare const __OFFLINE_PRECACHE__: readonly string[];

/** The parts of a worker's events and scope used here (the page's TypeScript program has the DOM's types, not the worker's). */
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  preloadResponse?: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  registration: { navigationPreload?: { enable(): Promise<void> } };
}

const worker = self as unknown as WorkerScope;
const files = __OFFLINE_PRECACHE__;
const cacheName = offlineCacheName(files);
const respond = offlineResponder({ files, cacheName, origin: worker.location.origin, caches, fetch: (request) => fetch(request) });

worker.addEventListener('install', (event) => {
  event.waitUntil(caches.open(cacheName).then((cache) => cache.addAll([...files])).then(() => worker.skipWaiting()));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // A new build's worker drops the older builds' offline copies.
      for (const name of await caches.keys()) if (name !== cacheName && name.startsWith('offline-')) await caches.delete(name);
      // The page's navigations then wait for no worker start before their request leaves.
      await worker.registration.navigationPreload?.enable().catch(() => undefined);
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const answer = respond(event.request, event.preloadResponse);
  if (answer) event.respondWith(answer);
});
