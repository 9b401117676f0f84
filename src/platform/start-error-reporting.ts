import Bugsnag from '@bugsnag/js';
import { createErrorReporter, NO_ERROR_REPORTER, type ErrorReporter } from './error-reporting';
import { BREADCRUMB_TYPES, scrubBreadcrumb, scrubEvent } from './report-scrubbing';

/**
 * Starts Bugsnag when a key is configured (docs/spec/errors.md#error-reporting): uncaught errors and unhandled rejections are
 * reported by the SDK itself; no user id, no IP, no click or console breadcrumbs, no query strings.
 */
export function startErrorReporting(apiKey: string | undefined, appVersion: string): ErrorReporter {
  if (!apiKey) return NO_ERROR_REPORTER;
  const client = Bugsnag.start({
    apiKey,
    appVersion,
    collectUserIp: false,
    generateAnonymousId: false,
    enabledErrorTypes: { unhandledExceptions: true, unhandledRejections: true },
    enabledBreadcrumbTypes: [...BREADCRUMB_TYPES],
    maxBreadcrumbs: 25,
    onBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
    onError: (event) => scrubEvent(event),
    logger: null,
  });
  return createErrorReporter(client);
}
