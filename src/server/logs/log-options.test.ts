import { createHarness, type Harness } from '../../../test/support/test-harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ captureLogs: true });
});
afterAll(() => h.close());

describe('JSON log lines (production, tests, pipes)', () => {
  it('stay two JSON lines per request, on arrival and on answer, with the same fields', async () => {
    expect(h.logs).toEqual([]);
    expect((await h.app.inject('/healthz?email=ana@example.org')).statusCode).toBe(200);
    const lines = h.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(h.logs.every((line) => line.endsWith('\n') && line.indexOf('\n') === line.length - 1)).toBe(true);
    expect(lines).toEqual([
      { level: 30, time: expect.any(Number), pid: process.pid, hostname: expect.any(String), reqId: 'req-1', req: { method: 'GET', url: '/healthz', id: 'req-1' }, msg: 'incoming request' },
      { level: 30, time: expect.any(Number), pid: process.pid, hostname: expect.any(String), reqId: 'req-1', res: { statusCode: 200 }, responseTime: expect.any(Number), msg: 'request completed' },
    ]);
  });
});
