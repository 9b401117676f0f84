import fc from 'fast-check';
import { createHarness, type Harness } from '../../../test/support/test-harness';

/** The fuzz run's time budget. */
const FUZZ_BUDGET_MS = 240_000;

let h: Harness;
let cookie: string;
beforeAll(async () => {
  h = await createHarness({ staffTokens: { fuzz: 'fuzz-token-0123456789' }, logApiKey: 'fuzz-log-key' });
  cookie = (await h.memberBeforeAppointment()).cookie;
});
afterAll(() => h.close());

const STEP_IDS = ['unit', 'language', 'country', 'region', 'timezone', 'profile', 'about-you', 'legal', 'hipaa', 'gdpr', 'research', 'health-network', 'minors', 'appointment', 'review', 'done', 'nope', '..', 'PROFILE'];
// Hostile text: any code unit (lone surrogates and control characters included), blanks and long runs.
const hostileText = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }), fc.array(fc.integer({ min: 0, max: 0x1f }).chain((c) => fc.constantFrom(String.fromCharCode(c), String.fromCharCode(0xd800 + c))), { maxLength: 8 }).map((cs) => cs.join('')), fc.constantFrom('', ' ', '\u0000', '\ud800', 'x'.repeat(5000), 'urn:uuid:00000000-0000-4000-8000-000000000000'));
const anyJson = fc.jsonValue({ maxDepth: 3 });
// Percent-encodes anything; a lone surrogate becomes the bytes of its UTF-8-like form, which is invalid UTF-8.
const encode = (text: string) => [...text].map((c) => { try { return encodeURIComponent(c); } catch { return '%ED%A0%80'; } }).join('');
const answers = fc.dictionary(fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('firstName', 'lastName', 'email', 'phone', 'dateOfBirth', 'country', 'region', 'slot', 'termsConsent')), fc.oneof(hostileText, fc.integer(), fc.boolean(), fc.constant(null), anyJson), { maxKeys: 8 });

const ROUTES = fc.oneof(
  fc.record({ method: fc.constant('PUT' as const), url: fc.constantFrom(...STEP_IDS).map((s) => `/member/enrolment/steps/${encode(s)}`), payload: fc.oneof(fc.record({ answers }), anyJson) }),
  fc.record({ method: fc.constant('POST' as const), url: fc.constant('/member/enrolments'), payload: fc.oneof(fc.record({ locale: fc.string(), unit: fc.string(), clientTimezone: fc.integer(), isDST: fc.jsonValue() }, { requiredKeys: [] }), anyJson) }),
  fc.record({ method: fc.constant('POST' as const), url: fc.constant('/member/enrolment/booking'), payload: fc.oneof(fc.record({ start: fc.oneof(fc.string(), fc.date({ noInvalidDate: true }).map((d) => d.toISOString())) }), anyJson) }),
  fc.record({
    method: fc.constant('GET' as const),
    url: fc.tuple(fc.oneof(hostileText, fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)), fc.constantFrom('9999-12-31', '0000-01-01')), fc.oneof(hostileText, fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))), fc.constantFrom('from', 'to', 'both'))
      .map(([a, b, which]) => `/member/enrolment/slots?${which === 'to' ? '' : `from=${encode(a)}`}${which === 'both' ? '&' : ''}${which === 'from' ? '' : `to=${encode(b)}`}`),
    payload: fc.constant(undefined),
  }),
  fc.record({ method: fc.constant('POST' as const), url: fc.constant('/member/logs'), payload: fc.oneof(fc.record({ entries: fc.array(anyJson, { maxLength: 3 }) }), anyJson) }),
  fc.record({ method: fc.constant('POST' as const), url: fc.oneof(fc.uuid(), hostileText).map((id) => `/staff/enrolments/${encode(id)}/transitions`), payload: fc.oneof(fc.record({ to: hostileText, reason: hostileText }), anyJson) }),
  fc.record({ method: fc.constantFrom('GET' as const), url: fc.tuple(fc.oneof(fc.uuid(), hostileText), fc.constantFrom('transitions', 'history')).map(([id, what]) => `/staff/enrolments/${encode(id)}/${what}`), payload: fc.constant(undefined) }),
  fc.record({ method: fc.constantFrom('GET' as const, 'POST' as const), url: fc.constantFrom('/member/enrolment', '/member/enrolment/logout'), payload: fc.constant(undefined) }),
  fc.record({ method: fc.constant('POST' as const), url: fc.constant('/member/enrolment/submit'), payload: fc.constant(undefined) }),
  fc.record({
    method: fc.constant('GET' as const),
    url: fc.constantFrom('/healthz', '/member/openapi.json', '/member/enrolment/slots', '/staff/enrolments/00000000-0000-4000-8000-000000000000/history', '/staff/enrolments/not-a-uuid/transitions'),
    payload: fc.constant(undefined),
  }),
  fc.record({ method: fc.constant('DELETE' as const), url: fc.constant('/member/enrolment/booking'), payload: fc.constant(undefined) }),
  // The console's session and lists, and the resume link.
  fc.record({ method: fc.constantFrom('POST' as const, 'GET' as const, 'DELETE' as const), url: fc.constant('/staff/session'), payload: fc.oneof(fc.record({ token: hostileText }), anyJson) }),
  fc.record({
    method: fc.constant('GET' as const),
    url: fc.tuple(fc.constantFrom('state', 'unit', 'market', 'from', 'to', 'page'), fc.oneof(hostileText, fc.integer().map(String), fc.constantFrom('9999-12-31', '0000-01-01', 'unknown', 'none'))).map(([name, value]) => `/staff/enrolments?${name}=${encode(value)}`),
    payload: fc.constant(undefined),
  }),
  fc.record({ method: fc.constant('GET' as const), url: fc.oneof(fc.uuid(), hostileText).map((id) => `/staff/enrolments/${encode(id)}`), payload: fc.constant(undefined) }),
  fc.record({ method: fc.constant('GET' as const), url: fc.oneof(hostileText, fc.integer().map(String)).map((page) => `/staff/audit?page=${encode(page)}`), payload: fc.constant(undefined) }),
  fc.record({ method: fc.constant('POST' as const), url: fc.constant('/member/enrolment/resume-link'), payload: fc.oneof(fc.record({ email: hostileText, locale: hostileText }, { requiredKeys: [] }), anyJson) }),
  fc.record({ method: fc.constant('POST' as const), url: fc.constant('/member/resume'), payload: fc.oneof(fc.record({ token: hostileText, dateOfBirth: fc.oneof(hostileText, fc.constantFrom('1990-01-01', '0000-00-00', '9999-12-31')) }, { requiredKeys: [] }), anyJson) }),
);

describe('generated bad input against every route', () => {
  it('never answers 5xx, always with the JSON error shape on 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(ROUTES, fc.boolean(), fc.boolean(), async (request, withSession, rightKey) => {
        const key = request.url.startsWith('/staff') ? 'Bearer fuzz-token-0123456789' : 'fuzz-log-key';
        const headers: Record<string, string> = { authorization: rightKey ? key : `${key}x` };
        // Logging out would end the shared session the other requests use; logout is fuzzed without it.
        if (withSession && !request.url.endsWith('/logout')) headers.cookie = cookie;
        const res = await h.app.inject({ method: request.method, url: request.url, headers, ...(request.payload === undefined ? {} : { payload: JSON.stringify(request.payload), headers: { ...headers, 'content-type': 'application/json' } }) });
        if (res.statusCode >= 500) throw new Error(`${request.method} ${request.url} → ${res.statusCode} ${res.body}`);
        if (!res.headers['content-security-policy']) throw new Error(`no security headers: ${request.method} ${request.url} → ${res.statusCode}`);
        if (res.statusCode >= 400) {
          const body = res.json<{ error?: { code?: unknown; message?: unknown } }>();
          if (typeof body.error?.code !== 'string' || typeof body.error.message !== 'string') throw new Error(`no error shape: ${res.body}`);
        }
      }),
      // 10,000 requests with a fixed seed, within a time budget: running out of time fails rather than testing less.
      { numRuns: Number(process.env.FUZZ_RUNS ?? 10_000), seed: Number(process.env.FUZZ_SEED ?? 20261121), interruptAfterTimeLimit: FUZZ_BUDGET_MS, markInterruptAsFailure: true },
    );
  }, FUZZ_BUDGET_MS + 60_000);
});
