import { useCallback, useEffect, useState } from 'react';

/**
 * The console's own addresses: the list (filters in the query; the search text, being patient data, only in the
 * history entry's state, never in the address), one enrolment, the audit log, the funnel.
 */
export type ConsoleRoute = { view: 'list'; search: string; memberSearch: string } | { view: 'enrolment'; id: string } | { view: 'audit'; search: string } | { view: 'funnel' };

/** The base path the console is served under. */
export const CONSOLE_BASE = '/console/';

const ENROLMENT_PATH = /^\/console\/enrolments\/([0-9a-f-]{36})$/i;

/** What a history entry's state may carry: the list's search text (kept across back, forward and reload). */
export interface ConsoleHistoryState {
  memberSearch?: string;
}

const memberSearchOf = (state: unknown): string => {
  const text = (state as ConsoleHistoryState | null)?.memberSearch;
  return typeof text === 'string' ? text : '';
};

/** The route an address (and its history entry's state) shows; anything unknown under /console/ is the list. */
export function routeOf(pathname: string, search: string, state: unknown = null): ConsoleRoute {
  const enrolment = ENROLMENT_PATH.exec(pathname);
  if (enrolment?.[1]) return { view: 'enrolment', id: enrolment[1] };
  if (pathname === `${CONSOLE_BASE}audit`) return { view: 'audit', search };
  if (pathname === `${CONSOLE_BASE}funnel`) return { view: 'funnel' };
  return { view: 'list', search, memberSearch: memberSearchOf(state) };
}

/** An address in the console, keeping the chosen language (`?lang=`) as the member app does. */
export function consoleHref(path: string, params: URLSearchParams = new URLSearchParams()): string {
  const lang = new URLSearchParams(window.location.search).get('lang');
  if (lang && !params.has('lang')) params.set('lang', lang);
  const query = params.toString();
  return `${CONSOLE_BASE}${path}${query ? `?${query}` : ''}`;
}

/** Moves to an address; `state` rides in the history entry, out of the address, the Referer and the server's logs. */
export type ConsoleNavigate = (href: string, state?: ConsoleHistoryState) => void;

/** The current route and a way to move (history.pushState; the back button works). */
export function useConsoleRoute(): [ConsoleRoute, ConsoleNavigate] {
  const read = () => routeOf(window.location.pathname, window.location.search, window.history.state);
  const [route, setRoute] = useState<ConsoleRoute>(read);
  useEffect(() => {
    const onPop = () => setRoute(read());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback((href: string, state?: ConsoleHistoryState) => {
    window.history.pushState(state ?? null, '', href);
    setRoute(read());
  }, []);
  return [route, navigate];
}
