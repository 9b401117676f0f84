import type { StatementLog } from '../../../test/support/counting-database';
import { countedApp, type CountedApp } from '../../../test/support/counted-app';
import { SESSION_COOKIE } from '../enrolment/session';

// The limiter's cost per request: a member request counts two limits, in one statement.
const log: StatementLog = { statements: [] };
let counted: CountedApp;
let app: CountedApp['app'];
let db: CountedApp['db'];

beforeAll(async () => {
  counted = await countedApp(log);
  ({ app, db } = counted);
});
afterAll(() => counted.close());

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
