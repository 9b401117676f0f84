import { ARRIVAL_PARAMETER, isArrival } from '../reference/referral';

/** The only query parameters our addresses carry: the unit, the interface language and the arrival. */
export const SAFE_QUERY_KEYS: readonly string[] = ['unit', 'lang', ARRIVAL_PARAMETER];

const SAFE_VALUE = /^[A-Za-z]{2,10}(-[A-Za-z]{2,4})?$/;

// The arrival is one of two fixed words; anything else in `ref` could be anything a link carried.
const isSafe = (key: string, value: string): boolean => (key === ARRIVAL_PARAMETER ? isArrival(value) : SAFE_VALUE.test(value));

/**
 * The page address as it may leave the browser (log labels, error reports, analytics): origin and
 * path (step ids only), plus `unit` and `lang` when they look like a unit or a language tag, and `ref` when it is
 * `invitation` or `referral`. Any other query value or fragment is dropped, since a link from elsewhere may carry
 * member details.
 */
export function safePageUrl(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return '';
  }
  const kept = new URLSearchParams();
  for (const key of SAFE_QUERY_KEYS) {
    const value = url.searchParams.get(key);
    if (value !== null && isSafe(key, value)) kept.set(key, value);
  }
  const query = kept.toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`;
}

/** A URL without its query and fragment (for request URLs in error reports and breadcrumbs). */
export function withoutQuery(href: string): string {
  const cut = href.search(/[?#]/);
  return cut === -1 ? href : href.slice(0, cut);
}
