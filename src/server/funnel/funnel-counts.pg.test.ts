import type { FastifyInstance } from 'fastify';
import onboarding from '../../../flows/onboarding.json';
import { loadFlow } from '../../flow/load-flow';
import type { Database } from '../db/database';
import { buildApp } from '../http/app';
import { sweepLeftEnrolments } from './funnel-sweep';
import { openTestDatabase } from '../../../test/support/test-database';
import { postgresUrl } from '../../../test/support/postgres-url';
import { apiMember } from '../../../test/support/api-member';
import { playSubtractionAttack } from '../../../test/funnel/subtraction-attack';

// Thirty members saving the same step at the same moment add to the same counter key on several connections.
const MEMBERS = 30;
const TOKEN = 'p'.repeat(40);
let clock = new Date('2026-03-02T12:00:00Z');
let db: Database;
let app: FastifyInstance;
beforeAll(async () => {
  postgresUrl();
  db = await openTestDatabase();
  app = await buildApp({
    db, flow: loadFlow(onboarding), serveApp: false, rateLimit: false, now: () => clock,
    config: { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir: '/none', staffTokens: { analyst: TOKEN } },
  });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const savedLanguage = async () => Number((await db.query<{ n: string | null }>("select sum(count) as n from funnel_counts where step_id = 'language' and measure = 'saved'")).rows[0]?.n ?? 0);

describe('funnel counters on PostgreSQL, many saves at once', () => {
  it('counts 30 simultaneous saves of one step exactly, without an error, and a sweep folding meanwhile keeps the sum', async () => {
    expect(await savedLanguage()).toBe(0);
    const members = await Promise.all(Array.from({ length: MEMBERS }, () => apiMember(app, 'move')));
    const [saves] = await Promise.all([
      Promise.all(members.map((m) => m.save('language', { language: 'EN' }))),
      sweepLeftEnrolments(db, new Date('2026-03-05T12:00:00Z')),
    ]);
    expect(saves.map((res) => res.statusCode).filter((status) => status !== 200)).toEqual([]);
    expect(await savedLanguage()).toBe(MEMBERS);
  }, 60_000);
});

describe('the funnel against subtraction on PostgreSQL', () => {
  it('refuses 28 November, 27–28 and 27 naming their week; all answers combined recover no count of 1 to 10, nor does "sent 14, saved 11"', async () => {
    clock = new Date('2026-12-10T09:00:00Z');
    const played = await playSubtractionAttack(app, db, `Bearer ${TOKEN}`);
    expect(played.attack.map((a) => [a.status, a.code])).toEqual([[400, 'funnel_not_one_week'], [400, 'funnel_not_one_week'], [400, 'funnel_not_one_week']]);
    expect(played.subtracted).toEqual([]);
    expect(played.answered).toBe(2);
    expect(played.recovered).toEqual([]);
    expect(played.withinTable).toEqual([]);
  }, 120_000);
});
