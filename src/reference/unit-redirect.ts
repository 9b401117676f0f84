import type { Destination } from './destinations';

/**
 * How long the done page waits before it sends the member on (redirectUnitToggle). WCAG 2.2.1 asks for
 * 20 s at least or a way to stop it; the page offers both: 30 s, a "stay" button and a "go now" link.
 */
export const REDIRECT_SECONDS = 30;

/**
 * Where the automatic redirect goes, by preference: the first of these destinations the done page has. A Move
 * member goes into the app's Move enrolment (unit=move, action=enrollment); another goes to the unit's "meet" page
 * in a browser, or to the app link inside an in-app WebView, which cannot show a store and opens app links.
 */
export const REDIRECT_PREFERENCE: Readonly<Record<'browser' | 'inAppBrowser', readonly string[]>> = {
  browser: ['move_enrolment', 'meet', 'app'],
  inAppBrowser: ['move_enrolment', 'app'],
};

/** The destination the done page sends the member to on its own, or undefined when it has none of them. */
export function redirectDestination(destinations: readonly Destination[], inAppBrowser: boolean): Destination | undefined {
  for (const id of REDIRECT_PREFERENCE[inAppBrowser ? 'inAppBrowser' : 'browser']) {
    const found = destinations.find((destination) => destination.id === id);
    if (found) return found;
  }
  return undefined;
}
