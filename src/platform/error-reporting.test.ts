import { ApiFailureError, createErrorReporter, NO_ERROR_REPORTER, shouldReportApiFailure } from './error-reporting';

describe('error reporting (docs/spec/errors.md#error-reporting)', () => {
  it.each([
    [400, false], [401, false], [403, false],
    [0, true], [404, true], [409, true], [422, true], [429, true], [500, true], [502, true], [503, true],
  ])('a failed call with status %i is reported: %s', (status, expected) => {
    expect(shouldReportApiFailure(status)).toBe(expected);
  });

  it('reports a 500 with its endpoint, method, status and code as metadata', () => {
    const addMetadata = jest.fn();
    const notify = jest.fn((_error: Error, onError?: (event: { addMetadata: typeof addMetadata }) => void) => onError?.({ addMetadata }));
    const failure = { namespace: 'member/enrolment/submit', method: 'POST', status: 500, code: 'server_error' };
    createErrorReporter({ notify }).reportApiFailure(failure);
    expect(notify).toHaveBeenCalledWith(new ApiFailureError(failure), expect.any(Function));
    expect(notify.mock.calls[0][0].message).toBe('POST member/enrolment/submit failed with status 500 (server_error)');
    expect(addMetadata).toHaveBeenCalledWith('api', failure);
  });

  it.each([400, 401, 403])('does not report a %i', (status) => {
    const notify = jest.fn();
    createErrorReporter({ notify }).reportApiFailure({ namespace: 'member/enrolment/saveStep', method: 'PUT', status, code: 'x' });
    expect(notify).not.toHaveBeenCalled();
  });

  it('is skipped when the service is not on the page', () => {
    expect(createErrorReporter(undefined)).toBe(NO_ERROR_REPORTER);
    expect(NO_ERROR_REPORTER.enabled).toBe(false);
  });
});
