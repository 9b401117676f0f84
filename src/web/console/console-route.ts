import { useCallback, useEffect, useState } from 'react';

/** The console's own addresses: the list (filters in the query), one enrolment, the audit log. */
export type ConsoleRoute = { view: 'list'; search: string } | { view: 'enrolment'; id: string } | { view: 'audit'; search: string };

/** The base path the console is served under. */
export const CONSOLE_BASE = '/console/';

const ENROLMENT_PATH = /^\/console\/enrolments\/([0-9a-f-]{36})$/i;

/** The route an address shows; anything unknown under /console/ is the list. */
export function routeOf(pathname: string, search: string): ConsoleRoute {
  const enrolment = ENROLMENT_PATH.exec(pathname);
  if (enrolment?.[1]) return { view: 'enrolment', id: enrolment[1] };
  if (pathname === `${CONSOLE_BASE}audit`) return { view: 'audit', search };
  return { view: 'list', search };
}

/** An address in the console, keeping the chosen language (`?lang=`) as the member app does. */
export function consoleHref(path: string, params: URLSearchParams = new URLSearchParams()): string {
  const lang = new URLSearchParams(window.location.search).get('lang');
  if (lang && !params.has('lang')) params.set('lang', lang);
  const query = params.toString();
  return `${CONSOLE_BASE}${path}${query ? `?${query}` : ''}`;
}

/** The current route and a way to move (history.pushState; the back button works). */
export function useConsoleRoute(): [ConsoleRoute, (href: string) => void] {
  const read = () => routeOf(window.location.pathname, window.location.search);
  const [route, setRoute] = useState<ConsoleRoute>(read);
  useEffect(() => {
    const onPop = () => setRoute(read());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback((href: string) => {
    window.history.pushState(null, '', href);
    setRoute(read());
  }, []);
  return [route, navigate];
}
