import { createHarness, type Harness } from './test-harness';

const KEY = 'log-key-for-tests';
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ logApiKey: KEY });
});
afterAll(() => h.close());

const entry = (textPayload = 'step viewed') => ({
  logName: 'onboarding-v3', resource: { type: 'global' }, timestamp: '2026-11-21T15:00:00Z', severity: 200, labels: { url: 'https://x.test/v3/dist/profile?unit=move' }, textPayload,
});
const ship = (body: unknown, authorization = KEY) => h.app.inject({ method: 'POST', url: '/member/logs', headers: { authorization }, payload: body as object });

describe('log proxy', () => {
  it('accepts up to 50 well-formed entries with the key', async () => {
    const res = await ship({ entries: Array.from({ length: 50 }, () => entry()) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accepted: 50 });
  });

  it.each<[string, unknown, string | undefined, number]>([
    ['a wrong key', { entries: [entry()] }, 'nope', 401],
    ['51 entries', { entries: Array.from({ length: 51 }, () => entry()) }, undefined, 400],
    ['no entries', { entries: [] }, undefined, 400],
    ['a bad timestamp', { entries: [{ ...entry(), timestamp: '2026-11-21T15:00:00.123Z' }] }, undefined, 400],
    ['a bad severity', { entries: [{ ...entry(), severity: 300 }] }, undefined, 400],
    ['an unknown key', { entries: [{ ...entry(), user: 'x' }] }, undefined, 400],
  ])('refuses %s', async (_name, body, key, status) => {
    expect((await ship(body, key)).statusCode).toBe(status);
  });

  it('is off without a configured key', async () => {
    const off = await createHarness();
    expect((await off.app.inject({ method: 'POST', url: '/member/logs', headers: { authorization: 'x' }, payload: { entries: [entry()] } })).statusCode).toBe(404);
    await off.close();
  });
});

describe('rate limits', () => {
  it('answers 429 with the JSON error shape after 20 new enrolments a minute from one address', async () => {
    const limited = await createHarness({ rateLimit: true });
    const responses = [];
    for (let i = 0; i < 21; i += 1) responses.push(await limited.app.inject({ method: 'POST', url: '/member/enrolments', payload: { locale: 'en-US' } }));
    expect(responses.slice(0, 20).map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(responses[20]?.statusCode).toBe(429);
    expect(responses[20]?.json().error.code).toBe('rate_limited');
    await limited.close();
  });
});

describe('rate limits and X-Forwarded-For', () => {
  it('count a client under its own address whatever X-Forwarded-For it invents (no proxy is trusted by default)', async () => {
    const limited = await createHarness({ rateLimit: true });
    const codes = [];
    for (let i = 0; i < 21; i += 1) {
      const res = await limited.app.inject({ method: 'POST', url: '/member/enrolments', headers: { 'x-forwarded-for': `203.0.113.${i}` }, payload: { locale: 'en-US' } });
      codes.push(res.statusCode);
    }
    expect(codes.filter((c) => c === 201)).toHaveLength(20);
    expect(codes[20]).toBe(429);
    await limited.close();
  });
});
