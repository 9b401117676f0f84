import { createHarness, type Harness } from '../../../test/support/test-harness';

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
    expect(res.json()).toEqual({ accepted: 50, dropped: 0 });
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
