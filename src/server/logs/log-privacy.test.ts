import { PGlite } from '@electric-sql/pglite';
import { createHarness, US_ADULT_STEPS, type Harness } from '../../../test/support/test-harness';
import { serializeError } from './log-options';
import { LOG_FORMATS } from './log-format';

const KEY = 'log-key-for-tests';
const PROFILE = { firstName: 'Ana', lastName: 'Silva', dateOfBirth: '1990-04-02', email: 'ana.silva@example.org', phone: '+1 202 555 0100' };
const TRACES = ['ana.silva@example.org', '1990-04-02', '202 555 0100', '2025550100'];

// Every format the server can write, JSON lines and the terminal's readable lines alike.
describe.each(LOG_FORMATS)('%s lines', (logFormat) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ logApiKey: KEY, captureLogs: true, logFormat });
  });
  afterAll(() => h.close());

  const leaks = () => TRACES.filter((trace) => h.logs.some((line) => line.includes(trace)));

  describe('no member data in any log line', () => {
    beforeEach(() => {
      h.logs.length = 0;
    });

    it('logs a landing address without its query', async () => {
      await h.app.inject({ method: 'GET', url: `/v3/dist/?email=${PROFILE.email}&dob=${PROFILE.dateOfBirth}` });
      expect(h.logs.length).toBeGreaterThan(0);
      expect(leaks()).toEqual([]);
    });

    it('drops a client log entry carrying free text in any field, writing only that one was dropped', async () => {
      const entry = {
        logName: `web ${PROFILE.email}`, resource: { type: `global ${PROFILE.dateOfBirth}` }, timestamp: '2026-11-21T15:00:00Z', severity: 500,
        labels: { [`k${PROFILE.dateOfBirth}`]: PROFILE.phone, url: `https://x.test/v3/dist/${PROFILE.email}?phone=${PROFILE.phone}` },
        textPayload: `failed for ${PROFILE.email} born ${PROFILE.dateOfBirth}T00:00:00Z, call ${PROFILE.phone}`,
      };
      const res = await h.app.inject({ method: 'POST', url: '/member/logs', headers: { authorization: KEY }, payload: { entries: [entry] } });
      expect(res.json()).toEqual({ accepted: 0, dropped: 1 });
      expect(h.logs.some((line) => line.includes('client log entries dropped'))).toBe(true);
      expect(leaks()).toEqual([]);
    });

    it('keeps a refused or failed save of a profile out of the log', async () => {
      const member = await h.start();
      for (const [stepId, answers] of US_ADULT_STEPS.slice(0, 4)) expect((await h.save(member.cookie, stepId, answers)).statusCode).toBe(200);
      for (const hostile of ['Ana\u0000', 'Ana\ud800', 'x'.repeat(101)]) {
        const res = await h.save(member.cookie, 'profile', { ...PROFILE, firstName: hostile });
        expect({ hostile: hostile.slice(0, 5), status: res.statusCode < 500 }).toEqual({ hostile: hostile.slice(0, 5), status: true });
      }
      expect(leaks()).toEqual([]);
    });
  });
});

describe('serializeError', () => {
  it("keeps a database error's class, code and frames, never its query parameters or quoted values", async () => {
    const db = new PGlite();
    await db.exec('create table t (a text)');
    const error = await db.query('insert into t values ($1)', [`${PROFILE.email}\u0000`]).catch((e: unknown) => e);
    await db.close();
    const logged = JSON.stringify(serializeError(error as Error));
    expect(JSON.parse(logged)).toMatchObject({ type: expect.any(String), code: '22021' });
    expect(logged).not.toContain(PROFILE.email);
    expect(logged).not.toContain('insert into');
  });
});
