import type { ApiFailure } from './member-api';

/** HTTP statuses never reported (docs/spec/errors.md#error-reporting, docs/spec/constants.md#unreported-statuses): the member's own mistakes and session state. */
export const UNREPORTED_STATUSES: ReadonlySet<number> = new Set([400, 401, 403]);

/** Whether a failed API call is reported: every status but 400, 401 and 403. */
export function shouldReportApiFailure(status: number): boolean {
  return !UNREPORTED_STATUSES.has(status);
}

/** A failed API call as reported: method, endpoint namespace, status and error code; never a body. */
export class ApiFailureError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(`${failure.method} ${failure.namespace} failed with status ${failure.status} (${failure.code})`);
    this.name = 'ApiFailureError';
  }
}

/** The part of a Bugsnag client the reporter uses. */
export interface ReportingClient {
  notify: (error: Error, onError?: (event: { addMetadata: (section: string, values: Record<string, unknown>) => void }) => void) => void;
}

/** Error reporting as the app sees it. */
export interface ErrorReporter {
  readonly enabled: boolean;
  reportApiFailure: (failure: ApiFailure) => void;
  notify: (error: Error) => void;
}

/** A reporter that reports nothing: the service is not on the page (no key). */
export const NO_ERROR_REPORTER: ErrorReporter = { enabled: false, reportApiFailure: () => undefined, notify: () => undefined };

/** Reports through the client when there is one; skipped entirely when the service is absent. */
export function createErrorReporter(client: ReportingClient | undefined): ErrorReporter {
  if (!client) return NO_ERROR_REPORTER;
  return {
    enabled: true,
    reportApiFailure: (failure) => {
      if (!shouldReportApiFailure(failure.status)) return;
      client.notify(new ApiFailureError(failure), (event) => event.addMetadata('api', { ...failure }));
    },
    notify: (error) => client.notify(error),
  };
}
