import { createHarness, type Harness } from '../../../test/support/test-harness';

// A request of the wrong shape is refused by the route's schema before anything else runs: the same status and
// the same error body whatever declares that schema, so a client reading `error.code` and `error.message` sees no change.
const TOKEN = 'ana-token-for-the-request-shapes';
const ID = '00000000-0000-4000-8000-000000000000';
const CURSOR = `2026-11-21T15:00:00.000000Z_${ID}`;
const WEEK = 'from=2026-11-09&to=2026-11-15';
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ staffTokens: { ana: TOKEN } });
});
afterAll(() => h.close());

const REQUESTS: [method: 'GET' | 'POST', url: string, body?: unknown][] = [
  ['POST', '/staff/session', {}],
  ['POST', '/staff/session', { token: 'x', also: 1 }],
  ['POST', '/staff/session', { token: 'x'.repeat(513) }],
  ['GET', '/staff/enrolments?unit=nope'],
  ['GET', '/staff/enrolments?market=GB'],
  ['GET', '/staff/enrolments?state=%E2%80%AE'],
  ['GET', '/staff/enrolments?after=yesterday'],
  ['GET', `/staff/enrolments?after=${CURSOR}&before=${CURSOR}`],
  ['GET', '/staff/enrolments?from=2026-13-45'],
  ['GET', '/staff/enrolments?page=2'],
  ['POST', '/staff/enrolments/search', { locale: 'en-US' }],
  ['POST', '/staff/enrolments/search', { q: 5, locale: 'en-US' }],
  ['POST', '/staff/enrolments/search', { q: 'a'.repeat(201), locale: 'en-US' }],
  ['POST', '/staff/enrolments/search', { q: 'silva', locale: 'xx-XX' }],
  ['POST', '/staff/enrolments/search', { q: 'silva', locale: 'en-US', after: CURSOR, before: CURSOR }],
  ['POST', '/staff/enrolments/search', ['silva']],
  ['GET', '/staff/enrolments/not-a-uuid'],
  ['GET', '/staff/audit?page=0'],
  ['GET', '/staff/audit?page=10001'],
  ['GET', '/staff/audit?action=delete_everything'],
  ['GET', '/staff/audit?staff=a%20b'],
  ['GET', '/staff/audit?extra=1'],
  ['GET', `/staff/enrolments/${ID}x/transitions`],
  ['POST', `/staff/enrolments/${ID}/transitions`, { to: 'On Hold', reason: 'asked' }],
  ['POST', `/staff/enrolments/${ID}/transitions`, { to: 'on_hold_1' }],
  ['POST', `/staff/enrolments/${ID}/transitions`, { to: 'on_hold_1', reason: '\n\t ' }],
  ['POST', `/staff/enrolments/${ID}/transitions`, { to: 'on_hold_1', reason: 'r'.repeat(501) }],
  ['POST', `/staff/enrolments/${ID}/withdrawals`, { consent: 'termsConsent', reason: 'asked' }],
  ['POST', `/staff/enrolments/${ID}/withdrawals`, { consent: 'irbConsent', reason: 'asked', by: 'someone' }],
  ['GET', `/staff/funnel?${WEEK}`],
  ['GET', `/staff/funnel?flowHash=&${WEEK}`],
  ['GET', `/staff/funnel?flowHash=${'v'.repeat(129)}&${WEEK}`],
  ['GET', '/staff/funnel?flowHash=abc&from=9-1-2026&to=2026-11-15'],
];

it('answers each malformed staff request with the status and error body the API has always given', async () => {
  const answers: unknown[] = [];
  for (const [method, url, body] of REQUESTS) {
    const res = await h.app.inject({ method, url, headers: { authorization: `Bearer ${TOKEN}` }, ...(body === undefined ? {} : { payload: body as object }) });
    const { error } = res.json<{ error: { code: string; message: string } }>();
    expect(Object.keys(res.json<object>())).toEqual(['error']);
    answers.push([method, url, res.statusCode, error.code, error.message]);
  }
  expect(answers).toEqual(REQUESTS.map(([method, url], index) => [method, url, ...EXPECTED[index]]));
});

// What each request above was answered before the schemas moved into the contract: status, error.code, error.message
// (the funnel's flow is named `flowHash` since, where it was `version`).
const EXPECTED: [number, string, string][] = [
  [400, "invalid_request", "body must have required property 'token'"],
  [400, "invalid_request", "body must NOT have additional properties"],
  [400, "invalid_request", "body/token must NOT have more than 512 characters"],
  [400, "invalid_request", "querystring/unit must be equal to one of the allowed values"],
  [400, "invalid_request", "querystring/market must be equal to one of the allowed values"],
  [400, "invalid_request", "querystring/state must be equal to one of the allowed values"],
  [400, "invalid_request", "querystring/after must match pattern \"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]{6}Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$\""],
  [400, "invalid_request", "querystring must NOT be valid"],
  [400, "invalid_request", "querystring/from must match format \"date\""],
  [400, "invalid_request", "querystring must NOT have additional properties"],
  [400, "invalid_request", "body must have required property 'q'"],
  [400, "invalid_request", "body/q must be string"],
  [400, "invalid_request", "body/q must NOT have more than 200 characters"],
  [400, "invalid_request", "body/locale must be equal to one of the allowed values"],
  [400, "invalid_request", "body must NOT be valid"],
  [400, "invalid_request", "body must be object"],
  [400, "invalid_request", "params/id must match format \"uuid\""],
  [400, "invalid_request", "querystring/page must match pattern \"^([1-9][0-9]{0,3}|10000)$\""],
  [400, "invalid_request", "querystring/page must match pattern \"^([1-9][0-9]{0,3}|10000)$\""],
  [400, "invalid_request", "querystring/action must be equal to one of the allowed values"],
  [400, "invalid_request", "querystring/staff must match pattern \"^[A-Za-z0-9_.-]{1,64}$\""],
  [400, "invalid_request", "querystring must NOT have additional properties"],
  [400, "invalid_request", "params/id must match format \"uuid\""],
  [400, "invalid_request", "body/to must match pattern \"^[a-z]+(_[a-z]+)*_[0-9]+$\""],
  [400, "invalid_request", "body must have required property 'reason'"],
  [400, "invalid_request", "body/reason must match pattern \"\\S\""],
  [400, "invalid_request", "body/reason must NOT have more than 500 characters"],
  [400, "invalid_request", "body/consent must be equal to one of the allowed values"],
  [400, "invalid_request", "body must NOT have additional properties"],
  [400, "invalid_request", "querystring must have required property 'flowHash'"],
  [400, "invalid_request", "querystring/flowHash must NOT have fewer than 1 characters"],
  [400, "invalid_request", "querystring/flowHash must NOT have more than 128 characters"],
  [400, "invalid_request", "querystring/from must match pattern \"^[0-9]{4}-[0-9]{2}-[0-9]{2}$\""],
];
