import type { LightMyRequestResponse } from 'fastify';
import { createHarness, type Harness } from '../../../test/support/test-harness';
import { auditRows } from '../../../test/support/staff-audit';
import { submittedMember } from '../../../test/support/submitted-member';
import { STAFF_COOKIE } from '../staff/staff-sessions';
import { consentsInForce } from './consents-in-force';
import { ALICE } from '../../../test/support/staff-tokens';

const REASON = 'Member phoned: no longer wants research use';
let h: Harness;
let cookie: string;
beforeAll(async () => {
  h = await createHarness({ staffTokens: { alice: ALICE }, captureLogs: true });
  const res = await h.app.inject({ method: 'POST', url: '/staff/session', payload: { token: ALICE } });
  const jar = res.cookies.find((c) => c.name === STAFF_COOKIE);
  if (!jar) throw new Error(`no staff cookie: ${res.statusCode}`);
  cookie = `${STAFF_COOKIE}=${jar.value}`;
});
afterAll(() => h.close());

const write = { 'x-staff-request': '1' };
const withdraw = (id: string, payload: object, headers: Record<string, string> = write): Promise<LightMyRequestResponse> =>
  h.app.inject({ method: 'POST', url: `/staff/enrolments/${id}/withdrawals`, headers: { cookie, ...headers }, payload });
const receipts = async (id: string) =>
  (await h.db.query<{ consent_id: string; decision: string; reason: string | null; recorded_by: string | null }>(
    'select consent_id, decision, reason, recorded_by from consent_decisions where enrolment_id = $1 order by id', [id],
  )).rows;
const detailOf = async (id: string) => (await h.app.inject({ url: `/staff/enrolments/${id}`, headers: { cookie } })).json();

describe('consent withdrawal', () => {
  it('appends a withdrawn receipt with the reason, keeps the original, audits it, and the consent is no longer in force', async () => {
    const id = await submittedMember(h.app, { irbConsent: true });
    const before = await receipts(id);
    expect(before.filter((r) => r.consent_id === 'irbConsent').map((r) => r.decision)).toEqual(['accepted']);
    expect((await consentsInForce(h.db, id)).irbConsent).toBe('accepted');
    expect((await detailOf(id)).consentsInForce.irbConsent).toBe('accepted');

    const res = await withdraw(id, { consent: 'irbConsent', reason: `  ${REASON}\n\tby phone ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ consent: 'irbConsent', decision: 'withdrawn', decidedAt: h.clock.now.toISOString() });

    const after = await receipts(id);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length)).toEqual([{ consent_id: 'irbConsent', decision: 'withdrawn', reason: `${REASON} by phone`, recorded_by: 'alice' }]);
    expect((await consentsInForce(h.db, id)).irbConsent).toBe('withdrawn');
    expect((await consentsInForce(h.db, id)).healthNetworkConsent).toBe('accepted');

    const detail = await detailOf(id);
    expect(detail.consentsInForce.irbConsent).toBe('withdrawn');
    expect(detail.receipts.at(-1)).toMatchObject({ consentId: 'irbConsent', decision: 'withdrawn' });
    expect(detail.withdrawals).toEqual([{ consentId: 'irbConsent', by: 'alice', at: h.clock.now.toISOString(), reason: `${REASON} by phone` }]);

    const rows = await auditRows(h.db, 'withdraw_consent');
    expect(rows).toEqual([{ staff_name: 'alice', enrolment_id: id }]);
    await expect(h.db.query("update consent_decisions set decision = 'accepted' where enrolment_id = $1", [id])).rejects.toThrow(/append-only/);
  });

  it('refuses a second withdrawal, a declined consent and a consent that is not optional with 409 or 400, writing nothing', async () => {
    const id = await submittedMember(h.app, { irbConsent: false });
    const before = await receipts(id);
    const declined = await withdraw(id, { consent: 'irbConsent', reason: 'Nothing to withdraw' });
    expect([declined.statusCode, declined.json().error.code]).toEqual([409, 'consent_not_in_force']);
    expect((await withdraw(id, { consent: 'hipaaConsent', reason: 'Required consent' })).statusCode).toBe(400);
    expect((await withdraw(id, { consent: 'healthNetworkConsent', reason: 'Once' })).statusCode).toBe(200);
    const twice = await withdraw(id, { consent: 'healthNetworkConsent', reason: 'Twice' });
    expect([twice.statusCode, twice.json().error.code]).toEqual([409, 'consent_not_in_force']);
    expect((await receipts(id)).length).toBe(before.length + 1);
  });

  it('lets only one of two concurrent withdrawals through', async () => {
    const id = await submittedMember(h.app, { irbConsent: true });
    const [a, b] = await Promise.all([withdraw(id, { consent: 'irbConsent', reason: 'First' }), withdraw(id, { consent: 'irbConsent', reason: 'Second' })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await receipts(id)).filter((r) => r.decision === 'withdrawn').length).toBe(1);
  });

  it('needs the console header, a session, a known enrolment and a bounded reason of plain text', async () => {
    const id = await submittedMember(h.app, { irbConsent: true });
    expect((await withdraw(id, { consent: 'irbConsent', reason: REASON }, {})).json().error.code).toBe('csrf_header_missing');
    expect((await h.app.inject({ method: 'POST', url: `/staff/enrolments/${id}/withdrawals`, headers: write, payload: { consent: 'irbConsent', reason: REASON } })).statusCode).toBe(401);
    expect((await withdraw('00000000-0000-4000-8000-000000000000', { consent: 'irbConsent', reason: REASON })).statusCode).toBe(404);
    expect((await withdraw('not-a-uuid', { consent: 'irbConsent', reason: REASON })).statusCode).toBe(400);
    for (const payload of [{ consent: 'irbConsent' }, { consent: 'irbConsent', reason: '' }, { consent: 'irbConsent', reason: ' \n\t ' }, { consent: 'irbConsent', reason: 'x'.repeat(501) },
      { consent: 'irbConsent', reason: 'bad\u0000reason' }, { consent: 'irbConsent', reason: 'bell\u0007' }, { consent: 'irbConsent', reason: 'ok', extra: 1 }, { consent: ['irbConsent'], reason: 'ok' }, {}]) {
      expect([JSON.stringify(payload).slice(0, 60), (await withdraw(id, payload)).statusCode]).toEqual([JSON.stringify(payload).slice(0, 60), 400]);
    }
    // Invisible format characters are stripped, so the stored reason reads as the letters it has.
    expect((await withdraw(id, { consent: 'irbConsent', reason: 'Asked\u202e by\u200b phone' })).statusCode).toBe(200);
    expect((await receipts(id)).at(-1)?.reason).toBe('Asked by phone');
    const unsubmitted = await h.start();
    expect((await withdraw(unsubmitted.enrolmentId, { consent: 'irbConsent', reason: REASON })).json().error.code).toBe('not_enrolled');
  });

  it('never writes the reason to the log, also when refused', async () => {
    expect(h.logs.length).toBeGreaterThan(0);
    const joined = h.logs.join('\n');
    for (const text of [REASON, 'Nothing to withdraw', 'Twice', 'Asked by phone']) expect(joined).not.toContain(text);
  });
});
