import { APP_BASE } from '../steps/step-url';

/** The offline page's address; the first file of the precache list. */
export const OFFLINE_PAGE = `${APP_BASE}offline.html`;

/** The cache of one build's offline files: named after them, so a new build's worker keeps its own beside none other. */
export function offlineCacheName(files: readonly string[]): string {
  let hash = 0;
  for (const char of files.join('\n')) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return `offline-${(hash >>> 0).toString(36)}`;
}

/** What the worker's answers need: its files, its cache, its origin, and the browser's caches and network. */
export interface OfflineResponderOptions {
  files: readonly string[];
  cacheName: string;
  origin: string;
  caches: Pick<CacheStorage, 'open'>;
  fetch: (request: Request) => Promise<Response>;
}

/**
 * The worker's answer to a request, or undefined to leave it to the network untouched: a GET navigation to a page of
 * the app goes to the network (its navigation preload when there is one) and, when that fails, gets the offline page;
 * a GET of one of the offline page's own files comes from the cache (their names change with their content). Nothing
 * else is answered: no API call, no other origin, no other method.
 */
export function offlineResponder(options: OfflineResponderOptions) {
  const fromCache = async (path: string): Promise<Response | undefined> => (await options.caches.open(options.cacheName)).match(path);
  return (request: Request, preload?: Promise<Response | undefined>): Promise<Response> | undefined => {
    if (request.method !== 'GET') return undefined;
    const url = new URL(request.url);
    if (url.origin !== options.origin) return undefined;
    if (request.mode === 'navigate' && url.pathname.startsWith(APP_BASE)) {
      return (async () => {
        try {
          return (await preload) ?? (await options.fetch(request));
        } catch {
          return (await fromCache(OFFLINE_PAGE)) ?? Response.error();
        }
      })();
    }
    if (options.files.includes(url.pathname)) return fromCache(url.pathname).then((cached) => cached ?? options.fetch(request));
    return undefined;
  };
}
