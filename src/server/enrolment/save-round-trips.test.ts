import { SESSION_COOKIE } from './session';
import type { StatementLog } from '../../../test/support/counting-database';
import { countedApp, type CountedApp } from '../../../test/support/counted-app';

// Round trips per save are what a save costs (scripts/bench/bench-breakdown.ts shows the times).
const log: StatementLog = { statements: [] };
let counted: CountedApp;
let app: CountedApp['app'];
let db: CountedApp['db'];

beforeAll(async () => {
  counted = await countedApp(log, { rateLimit: false });
  ({ app, db } = counted);
});
afterAll(() => counted.close());

async function member(): Promise<{ cookie: string; id: string }> {
  const res = await app.inject({ method: 'POST', url: '/member/enrolments', payload: { locale: 'en-US', unit: 'move' } });
  return { cookie: `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? ''}`, id: res.json<{ enrolmentId: string }>().enrolmentId };
}

/** The statements one save sent. */
async function statementsOfSave(cookie: string, stepId: string, answers: object): Promise<string[]> {
  log.statements = [];
  const res = await app.inject({ method: 'PUT', url: `/member/enrolment/steps/${stepId}`, headers: { cookie }, payload: { answers } });
  expect(res.statusCode).toBe(200);
  return log.statements;
}

const answersOf = async (id: string) =>
  Object.fromEntries((await db.query<{ step_id: string; answers: object }>('select step_id, answers from step_answers where enrolment_id = $1', [id])).rows.map((r) => [r.step_id, r.answers]));

describe('round trips of a step save', () => {
  it('a save that changes nothing is one statement: the session touch, which brings the saved answers', async () => {
    const m = await member();
    expect(await answersOf(m.id)).toEqual({});
    await statementsOfSave(m.cookie, 'language', { language: 'EN' });
    const statements = await statementsOfSave(m.cookie, 'language', { language: 'EN' });
    expect(statements).toHaveLength(1);
    expect(await answersOf(m.id)).toEqual({ language: { language: 'EN' } });
  });

  it('a changed answer is two statements and no transaction', async () => {
    const m = await member();
    await statementsOfSave(m.cookie, 'language', { language: 'EN' });
    await statementsOfSave(m.cookie, 'country', { country: 'US' });
    await statementsOfSave(m.cookie, 'region', { region: 'NY' });
    const statements = await statementsOfSave(m.cookie, 'region', { region: 'CA' });
    expect(statements).toHaveLength(2);
    expect(statements).not.toContain('begin');
    expect(await answersOf(m.id)).toEqual({ language: { language: 'EN' }, country: { country: 'US' }, region: { region: 'CA' } });
  });

  it('a change that releases the booking does it in a transaction with one statement for every answer change', async () => {
    const m = await member();
    await statementsOfSave(m.cookie, 'language', { language: 'EN' });
    await statementsOfSave(m.cookie, 'country', { country: 'US' });
    await statementsOfSave(m.cookie, 'region', { region: 'NY' });
    // Another market: the booking no longer fits, and the region answer is dropped (asked again).
    const statements = await statementsOfSave(m.cookie, 'country', { country: 'CA' });
    expect(statements).toEqual([expect.stringMatching(/^with found as/), 'begin', expect.stringMatching(/^with guard as/), expect.stringMatching(/^update bookings set status = 'cancelled'/), 'commit']);
    expect(await answersOf(m.id)).toEqual({ language: { language: 'EN' }, country: { country: 'CA' } });
  });

  it('consent receipts are written in the same one statement as the answers', async () => {
    const m = await member();
    for (const [stepId, answers] of [['language', { language: 'EN' }], ['country', { country: 'US' }], ['region', { region: 'NY' }], ['timezone', { timezone: 'America/New_York' }],
      ['profile', { firstName: 'Ana', lastName: 'Silva', dateOfBirth: '1990-04-02', email: 'ana@example.org', phone: '+1 212 555 0100' }],
      ['about-you', { gender: 'female', education: 'degree', race: 'hispanic', employment: 'full_time' }]] as const) {
      await statementsOfSave(m.cookie, stepId, answers);
    }
    const statements = await statementsOfSave(m.cookie, 'hipaa', { hipaaConsent: true });
    expect(statements).toHaveLength(2);
    const again = await statementsOfSave(m.cookie, 'hipaa', { hipaaConsent: true });
    // The same decision again still checks the latest receipt, in one statement, and records nothing new.
    expect(again).toHaveLength(2);
    const { rows } = await db.query('select decision from consent_decisions where enrolment_id = $1 and consent_id = $2', [m.id, 'hipaaConsent']);
    expect(rows).toEqual([{ decision: 'accepted' }]);
  });
});
