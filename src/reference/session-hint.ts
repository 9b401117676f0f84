/**
 * The readable cookie the server sets beside the HttpOnly session cookie, with the same lifetime: it holds no secret,
 * only tells the page that the server may hold an enrolment for this browser, so a page whose storage was cleared
 * resumes the server's copy instead of starting a second enrolment.
 */
export const SESSION_HINT_COOKIE = 'onb_session';

/** Whether a `document.cookie` string carries the session hint. */
export function hasSessionHint(cookies: string): boolean {
  return cookies.split(/;\s*/).some((pair) => pair === `${SESSION_HINT_COOKIE}=1`);
}
