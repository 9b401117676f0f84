import { randomAlphanumerics, type RandomBytes } from './batch-id';

/** The tracking cookie (docs/spec/constants.md#tracking-cookie). */
export const TRACKING_COOKIE = 'onboarding_v3_Ucid';

/** Its lifetime in seconds (docs/spec/constants.md#tracking-cookie). */
export const TRACKING_COOKIE_SECONDS = 86400;

const VALUE = /^[A-Za-z0-9]{24}$/;

/** Where cookies are read and written (`document`). */
export type CookieJar = { cookie: string };

/**
 * The analytics id of this browser: a random 24-character id kept in `onboarding_v3_Ucid` for 86400 s
 * from its first visit (not renewed). It is never derived from anything the member types.
 */
export function trackingId(jar: CookieJar, secure: boolean, random?: RandomBytes): string {
  const current = jar.cookie.split(/;\s*/).find((pair) => pair.startsWith(`${TRACKING_COOKIE}=`))?.slice(TRACKING_COOKIE.length + 1);
  if (current && VALUE.test(current)) return current;
  const id = randomAlphanumerics(24, random);
  jar.cookie = `${TRACKING_COOKIE}=${id}; Max-Age=${TRACKING_COOKIE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return id;
}
