import type { FastifyInstance } from 'fastify';
import { loadFlow } from '../../flow/load-flow';
import type { Database } from '../db/database';
import { buildApp } from '../http/app';
import { openTestDatabase } from '../../../test/support/test-database';
import { SESSION_COOKIE } from './session';
import { choiceFlow } from '../../../test/support/choice-flow';

// The shipped flow with the guide's example step: heardAbout (single choice), goals (multiple), referralCode (pattern).
let db: Database;
let app: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  db = await openTestDatabase();
  app = await buildApp({
    db, flow: loadFlow(choiceFlow()), serveApp: false, rateLimit: false, logger: false,
    config: { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir: '/nonexistent' },
  });
  const res = await app.inject({ method: 'POST', url: '/member/enrolments', payload: { locale: 'en-US', unit: 'move' } });
  cookie = `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? ''}`;
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const save = (answers: object) => app.inject({ method: 'PUT', url: '/member/enrolment/steps/heard-about', headers: { cookie }, payload: { answers } });
const refused = async (answers: object) => {
  const res = await save(answers);
  return { status: res.statusCode, fields: (res.json<{ error: { fields?: { field: string; rule: string }[] } }>().error.fields ?? []).map((f) => `${f.field}:${f.rule}`) };
};

describe('the server validates a choice as an enum of its options', () => {
  it('saves one option and a list of options', async () => {
    expect((await save({ heardAbout: 'friend', goals: ['sleep', 'activity'], referralCode: 'ABC-1234' })).statusCode).toBe(200);
  });

  it.each<[string, object, string]>([
    ['a value that is not an option', { heardAbout: 'radio', goals: ['sleep'] }, 'heardAbout:enum'],
    ['a label instead of a value', { heardAbout: 'A friend or family member', goals: ['sleep'] }, 'heardAbout:enum'],
    ['a list for a single choice', { heardAbout: ['friend'], goals: ['sleep'] }, 'heardAbout:type'],
    ['an unknown option in a multiple choice', { heardAbout: 'friend', goals: ['sleep', 'flying'] }, 'goals:enum'],
    ['the same option twice', { heardAbout: 'friend', goals: ['sleep', 'sleep'] }, 'goals:uniqueItems'],
    ['no option of a required multiple choice', { heardAbout: 'friend', goals: [] }, 'goals:minItems'],
    ['an answer not matching the pattern', { heardAbout: 'friend', goals: ['sleep'], referralCode: 'abc1234' }, 'referralCode:pattern'],
  ])('refuses %s', async (_name, answers, expected) => {
    const { status, fields } = await refused(answers);
    expect(status).toBe(400);
    expect(fields).toContain(expected);
  });

  it('refuses a list with a non-text item at the route', async () => {
    expect((await save({ heardAbout: 'friend', goals: [{ a: 1 }] })).statusCode).toBe(400);
  });
});
