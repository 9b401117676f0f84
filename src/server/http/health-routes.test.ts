import { createHarness, type Harness } from '../../../test/support/test-harness';

// The database gone under a running node (closed, as at shutdown): PGlite in the unit lane, a closed pool in the PostgreSQL lane.
let harness: Harness;
beforeAll(async () => {
  harness = await createHarness({ rateLimit: true });
});
afterAll(() => harness.app.close());

describe('liveness and readiness', () => {
  it('publishes /healthz and /readyz with their answers in the OpenAPI document', async () => {
    const doc = (await harness.app.inject('/member/openapi.json')).json<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>();
    expect(Object.keys(doc.paths['/healthz'].get.responses)).toEqual(['200']);
    expect(Object.keys(doc.paths['/readyz'].get.responses).sort()).toEqual(['200', '503']);
    expect(Object.keys(doc.paths['/member/enrolment/steps/{stepId}'].put.responses)).toContain('503');
  });

  it('stays live but not ready, and answers saves 503 with Retry-After, once the database is gone', async () => {
    const member = await harness.start();
    expect((await harness.save(member.cookie, 'language', { language: 'EN' })).statusCode).toBe(200);
    expect((await harness.app.inject('/readyz')).json()).toEqual({ status: 'ok', db: harness.db.kind });

    await harness.db.close();
    const saved = await harness.save(member.cookie, 'language', { language: 'ES' });
    expect([saved.statusCode, saved.headers['retry-after'], saved.json()]).toEqual([503, '5', { error: { code: 'database_unavailable', message: expect.stringContaining('Retry-After') } }]);
    const started = await harness.app.inject({ method: 'POST', url: '/member/enrolments', payload: { locale: 'en-US', unit: 'move' } });
    expect([started.statusCode, started.headers['retry-after']]).toEqual([503, '5']);
    const live = await harness.app.inject('/healthz');
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok', db: harness.db.kind }]);
    const ready = await harness.app.inject('/readyz');
    expect([ready.statusCode, ready.headers['retry-after'], ready.json().error.code]).toEqual([503, '5', 'database_unavailable']);
  });
});
