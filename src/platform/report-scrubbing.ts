import { UNREPORTED_STATUSES } from './error-reporting';
import { safePageUrl, withoutQuery } from './safe-page-url';

/** The breadcrumb types recorded: not `user` (a clicked element's text can be an answer) nor `log` (console arguments). */
export const BREADCRUMB_TYPES = ['error', 'manual', 'navigation', 'request'] as const;

/** The fields of a breadcrumb the scrubber touches. */
export interface ScrubbableBreadcrumb {
  type: string;
  metadata: Record<string, unknown>;
}

/** The fields of an event the scrubber touches. */
export interface ScrubbableEvent {
  unhandled: boolean;
  originalError: unknown;
  request: { url?: string; clientIp?: string };
  breadcrumbs: ScrubbableBreadcrumb[];
}

const URL_KEYS = ['url', 'to', 'from', 'request'];

/** Drops history state and query strings from a breadcrumb; false drops a breadcrumb of a type we do not record. */
export function scrubBreadcrumb(breadcrumb: ScrubbableBreadcrumb): boolean {
  if (!(BREADCRUMB_TYPES as readonly string[]).includes(breadcrumb.type)) return false;
  delete breadcrumb.metadata.state;
  delete breadcrumb.metadata.prevState;
  for (const key of URL_KEYS) {
    const value = breadcrumb.metadata[key];
    if (typeof value === 'string') breadcrumb.metadata[key] = withoutQuery(value);
  }
  return true;
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * Cleans an event before it is sent; false drops it. The page address keeps only unit and lang; an
 * unhandled API error is dropped because the API layer already reported it (or must not: 400/401/403).
 */
export function scrubEvent(event: ScrubbableEvent): boolean {
  const status = statusOf(event.originalError);
  if (status !== undefined && UNREPORTED_STATUSES.has(status)) return false;
  if (event.unhandled && (event.originalError as Error | null)?.name === 'ApiCallError') return false;
  if (event.request.url) event.request.url = safePageUrl(event.request.url);
  for (const breadcrumb of event.breadcrumbs) scrubBreadcrumb(breadcrumb);
  return true;
}
