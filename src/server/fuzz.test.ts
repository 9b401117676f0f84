import fc from 'fast-check';
import { createHarness, type Harness } from './test-harness';

let h: Harness;
let cookie: string;
beforeAll(async () => {
  h = await createHarness({ staffTokens: { fuzz: 'fuzz-token-0123456789' }, logApiKey: 'fuzz-log-key' });
  cookie = (await h.memberBeforeAppointment()).cookie;
});
afterAll(() => h.close());

const STEP_IDS = ['unit', 'language', 'country', 'region', 'timezone', 'profile', 'about-you', 'legal', 'hipaa', 'gdpr', 'research', 'health-network', 'minors', 'appointment', 'review', 'done', 'nope', '..', 'PROFILE'];
const anyJson = fc.jsonValue({ maxDepth: 3 });
const answers = fc.dictionary(fc.string({ maxLength: 20 }), fc.oneof(fc.string({ maxLength: 40 }), fc.integer(), fc.boolean(), fc.constant(null), anyJson), { maxKeys: 8 });

const ROUTES = fc.oneof(
  fc.record({ method: fc.constant('PUT' as const), url: fc.constantFrom(...STEP_IDS).map((s) => `/member/enrolment/steps/${encodeURIComponent(s)}`), payload: fc.oneof(fc.record({ answers }), anyJson) }),
  fc.record({ method: fc.constant('POST' as const), url: fc.constant('/member/enrolments'), payload: fc.oneof(fc.record({ locale: fc.string(), unit: fc.string(), clientTimezone: fc.integer(), isDST: fc.jsonValue() }, { requiredKeys: [] }), anyJson) }),
  fc.record({ method: fc.constant('POST' as const), url: fc.constant('/member/enrolment/booking'), payload: fc.oneof(fc.record({ start: fc.oneof(fc.string(), fc.date({ noInvalidDate: true }).map((d) => d.toISOString())) }), anyJson) }),
  fc.record({ method: fc.constant('GET' as const), url: fc.tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 })).map(([a, b]) => `/member/enrolment/slots?from=${encodeURIComponent(a)}&to=${encodeURIComponent(b)}`), payload: fc.constant(undefined) }),
  fc.record({ method: fc.constant('POST' as const), url: fc.constant('/member/logs'), payload: fc.oneof(fc.record({ entries: fc.array(anyJson, { maxLength: 3 }) }), anyJson) }),
  fc.record({ method: fc.constant('POST' as const), url: fc.uuid().map((id) => `/staff/enrolments/${id}/transitions`), payload: fc.oneof(fc.record({ to: fc.string() }), anyJson) }),
  fc.record({ method: fc.constant('POST' as const), url: fc.constant('/member/enrolment/submit'), payload: fc.constant(undefined) }),
  fc.record({
    method: fc.constant('GET' as const),
    url: fc.constantFrom('/healthz', '/member/openapi.json', '/member/enrolment/slots', '/staff/enrolments/00000000-0000-4000-8000-000000000000/history', '/staff/enrolments/not-a-uuid/transitions'),
    payload: fc.constant(undefined),
  }),
  fc.record({ method: fc.constant('DELETE' as const), url: fc.constant('/member/enrolment/booking'), payload: fc.constant(undefined) }),
);

describe('generated bad input against every route', () => {
  it('never answers 5xx, always with the JSON error shape on 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(ROUTES, fc.boolean(), async (request, withSession) => {
        const headers: Record<string, string> = { authorization: request.url.startsWith('/staff') ? 'Bearer fuzz-token-0123456789' : 'fuzz-log-key' };
        if (withSession) headers.cookie = cookie;
        const res = await h.app.inject({ method: request.method, url: request.url, headers, ...(request.payload === undefined ? {} : { payload: JSON.stringify(request.payload), headers: { ...headers, 'content-type': 'application/json' } }) });
        if (res.statusCode >= 500) throw new Error(`${request.method} ${request.url} → ${res.statusCode} ${res.body}`);
        if (res.statusCode >= 400) {
          const body = res.json<{ error?: { code?: unknown; message?: unknown } }>();
          if (typeof body.error?.code !== 'string' || typeof body.error.message !== 'string') throw new Error(`no error shape: ${res.body}`);
        }
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 2000), seed: Number(process.env.FUZZ_SEED ?? 20261121) },
    );
  }, 300_000);
});
