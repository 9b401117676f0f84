import onboarding from '../../flows/onboarding.json';
import { loadFlow } from '../flow/load-flow';
import { buildApp } from './app';
import { openTestDatabase } from '../../test/support/test-database';
import { countingDatabase, type StatementLog } from '../../test/support/counting-database';
import { SESSION_COOKIE } from './session';
import type { Database } from './db/database';

// The limiter's cost per request (issue 10, promise 8): a member request counts two limits, in one statement.
let db: Database;
const log: StatementLog = { statements: [] };
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  db = await openTestDatabase();
  app = await buildApp({
    db: countingDatabase(db, log), flow: loadFlow(onboarding), serveApp: false,
    config: { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir: '/nonexistent' },
  });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const counterStatements = () => log.statements.filter((sql) => /rate_limit_counters/.test(sql));
const hitsOf = async () => Object.fromEntries((await db.query<{ key: string; hits: number }>('select key, hits from rate_limit_counters')).rows.map((r) => [r.key.split('|')[0], r.hits]));

describe('rate-limit counting per request', () => {
  it('counts both limits of a member request (per address and per enrolment) in one statement', async () => {
    const started = await app.inject({ method: 'POST', url: '/member/enrolments', payload: { locale: 'en-US', unit: 'move' } });
    const cookie = `${SESSION_COOKIE}=${started.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? ''}`;
    expect(await hitsOf()).toEqual({ start: 1, memberAddress: 1 });
    log.statements = [];
    const saved = await app.inject({ method: 'PUT', url: '/member/enrolment/steps/language', headers: { cookie }, payload: { answers: { language: 'EN' } } });
    expect(saved.statusCode).toBe(200);
    expect(counterStatements()).toHaveLength(1);
    expect(await hitsOf()).toEqual({ start: 1, memberAddress: 2, memberEnrolment: 1 });
  });

  it('counts concurrent requests of one member exactly, whichever statement carries them', async () => {
    const started = await app.inject({ method: 'POST', url: '/member/enrolments', payload: { locale: 'en-US', unit: 'move' } });
    const cookie = `${SESSION_COOKIE}=${started.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? ''}`;
    const before = await hitsOf();
    const answers = await Promise.all(Array.from({ length: 7 }, () => app.inject({ method: 'GET', url: '/member/enrolment', headers: { cookie } })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(7).fill(200));
    const after = await db.query<{ key: string; hits: number }>("select key, hits from rate_limit_counters where key like 'memberEnrolment|%' order by hits desc");
    expect(after.rows[0].hits).toBe(7);
    expect((await hitsOf()).memberAddress).toBe(before.memberAddress + 7);
  });
});
