import { scrubBreadcrumb, scrubEvent, type ScrubbableEvent } from './report-scrubbing';

const apiError = (status: number) => Object.assign(new Error('x'), { name: 'ApiCallError', status });

describe('scrubBreadcrumb', () => {
  it('strips query strings from request and navigation URLs and drops history state', () => {
    const request = { type: 'request', metadata: { method: 'GET', status: 500, url: 'https://join.test/member/enrolment/slots?email=a%40b.c' } };
    const navigation = { type: 'navigation', metadata: { title: 'Profile', state: { answers: 'x' }, prevState: {}, from: '/v3/dist/profile?first=Ana', to: '/v3/dist/about-you?unit=move#x' } };
    expect(scrubBreadcrumb(request)).toBe(true);
    expect(scrubBreadcrumb(navigation)).toBe(true);
    expect(request.metadata).toEqual({ method: 'GET', status: 500, url: 'https://join.test/member/enrolment/slots' });
    expect(navigation.metadata).toEqual({ title: 'Profile', from: '/v3/dist/profile', to: '/v3/dist/about-you' });
  });

  it.each(['user', 'log', 'state', 'process'])('drops a %s breadcrumb', (type) => {
    expect(scrubBreadcrumb({ type, metadata: { targetText: 'Ana Silva' } })).toBe(false);
  });
});

describe('scrubEvent', () => {
  const event = (originalError: unknown, unhandled = true): ScrubbableEvent => ({
    unhandled,
    originalError,
    request: { url: 'https://join.test/v3/dist/profile?unit=move&email=ana%40example.org' },
    breadcrumbs: [{ type: 'request', metadata: { url: '/member/enrolments?x=1' } }],
  });

  it('keeps an ordinary error, with the page URL and breadcrumbs cleaned', () => {
    const e = event(new TypeError('boom'));
    expect(scrubEvent(e)).toBe(true);
    expect(e.request.url).toBe('https://join.test/v3/dist/profile?unit=move');
    expect(e.breadcrumbs[0].metadata.url).toBe('/member/enrolments');
  });

  it.each([
    ['an unhandled 401', apiError(401), true, false],
    ['a handled 403', apiError(403), false, false],
    ['a 400 of any kind', Object.assign(new Error('x'), { status: 400 }), false, false],
    ['an unhandled 500 API error (already reported by the API layer)', apiError(500), true, false],
    ['a handled API failure report with status 500', Object.assign(new Error('x'), { name: 'ApiFailureError' }), false, true],
  ])('for %s sends: %s', (_case, error, unhandled, expected) => {
    expect(scrubEvent(event(error, unhandled))).toBe(expected);
  });
});
