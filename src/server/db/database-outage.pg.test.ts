import type { FastifyInstance } from 'fastify';
import onboarding from '../../../flows/onboarding.json';
import { loadFlow } from '../../flow/load-flow';
import { buildApp } from '../http/app';
import type { Database } from './database';
import { openDatabase } from './open-database';
import { startPrivatePostgres, type PrivatePostgres } from '../../../test/support/private-postgres';
import { cookieOf } from '../../../test/support/cookies';

// The database of one node stopped and started under the running app, as in a PostgreSQL restart.
let server: PrivatePostgres;
let db: Database;
let app: FastifyInstance;
beforeAll(async () => {
  server = await startPrivatePostgres();
  db = await openDatabase({ databaseUrl: server.url });
  app = await buildApp({
    db, flow: loadFlow(onboarding), serveApp: false,
    config: { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir: '/nonexistent' },
  });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await db?.close().catch(() => undefined);
  server?.destroy();
});

const saveLanguage = (cookie: string, language: string) =>
  app.inject({ method: 'PUT', url: '/member/enrolment/steps/language', headers: { cookie }, payload: { answers: { language } } });
const savedLanguage = async (cookie: string) => (await app.inject({ method: 'GET', url: '/member/enrolment', headers: { cookie } })).json<{ answers: Record<string, { language?: string }> }>().answers.language?.language;

describe('a PostgreSQL restart under a running node', () => {
  it('answers 503 with Retry-After while the database is down, stays live, and serves again once it is back', async () => {
    const started = await app.inject({ method: 'POST', url: '/member/enrolments', payload: { locale: 'en-US', unit: 'move' } });
    expect(started.statusCode).toBe(201);
    const cookie = cookieOf(started);
    expect(await savedLanguage(cookie)).toBeUndefined();
    expect((await saveLanguage(cookie, 'EN')).statusCode).toBe(200);
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    expect((await app.inject('/readyz')).statusCode).toBe(200);

    server.stop();
    for (const answer of [await saveLanguage(cookie, 'ES'), await app.inject({ method: 'POST', url: '/member/enrolments', payload: { locale: 'en-US', unit: 'move' } })]) {
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.json()).toEqual({ error: { code: 'database_unavailable', message: expect.stringContaining('Retry-After') } });
    }
    const live = await app.inject('/healthz');
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok', db: 'postgres' }]);
    const ready = await app.inject('/readyz');
    expect([ready.statusCode, ready.headers['retry-after'], ready.json().error.code]).toEqual([503, '5', 'database_unavailable']);

    server.start();
    expect((await app.inject('/readyz')).statusCode).toBe(200);
    expect((await saveLanguage(cookie, 'ES')).statusCode).toBe(200);
    expect(await savedLanguage(cookie)).toBe('ES');
  }, 60_000);
});
