import { APP_BASE } from '../steps/step-url';

/** The path a "continue later" mail links to: `/v3/dist/resume#<token>` (the token never leaves the browser in a request). */
export const RESUME_PATH = `${APP_BASE}resume`;

/**
 * On the resume page, the link's token from the fragment (read before the address is cleaned), '' when it has
 * none or a malformed one; undefined on any other page.
 */
export function resumeTokenOf(location: Pick<Location, 'pathname' | 'hash'>): string | undefined {
  if (location.pathname.replace(/\/+$/, '') !== RESUME_PATH) return undefined;
  const token = location.hash.replace(/^#/, '');
  return /^[A-Za-z0-9_-]{43}$/.test(token) ? token : '';
}
