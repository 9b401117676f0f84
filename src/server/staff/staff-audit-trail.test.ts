import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createHarness, type Harness } from '../../../test/support/test-harness';
import { submittedMember } from '../../../test/support/submitted-member';
import { STAFF_COOKIE } from './staff-sessions';

// Every staff route, called as the console and the API call it, refusals included: the audit log must hold exactly
// one entry per answered read or change, none for a refused request, each stamped with the time of the call.
const ALICE = 'alice-token-for-the-audit-trail';
const BOB = 'bob-token-for-the-audit-trail-0';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ staffTokens: { alice: ALICE, bob: BOB } });
});
afterAll(() => h.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const cookieOf = (res: LightMyRequestResponse) => `${STAFF_COOKIE}=${res.cookies.find((c) => c.name === STAFF_COOKIE)?.value ?? ''}`;
const trail = async () =>
  (await h.db.query<{ staff_name: string; action: string; enrolment_id: string | null; search_hash: string | null; at: Date }>('select staff_name, action, enrolment_id, search_hash, at from staff_audit order by id')).rows
    .map((r) => [r.staff_name, r.action, r.enrolment_id, r.search_hash === null ? null : 'hash', new Date(r.at).toISOString()]);

it('records one entry per answered staff call, none for a refused one, in call order and at the time of the call', async () => {
  const id = await submittedMember(h.app);
  const open = (await h.start({ locale: 'en-US', unit: 'move' })).enrolmentId;
  let minute = 0;
  const call = async (options: InjectOptions & { url: string }, status: number) => {
    h.clock.now = new Date(Date.UTC(2026, 10, 22, 9, minute++));
    const res = await h.app.inject(options);
    expect([options.method ?? 'GET', options.url, res.statusCode]).toEqual([options.method ?? 'GET', options.url, status]);
    return res;
  };
  const signedIn = await call({ method: 'POST', url: '/staff/session', payload: { token: BOB } }, 200);
  const session = { cookie: cookieOf(signedIn) };
  const change = { ...session, 'x-staff-request': '1' };
  const alice = bearer(ALICE);

  await call({ method: 'POST', url: '/staff/session', payload: { token: 'not-a-staff-token' } }, 401);
  await call({ url: '/staff/session', headers: session }, 200);
  await call({ url: '/staff/enrolments', headers: alice }, 200);
  await call({ url: '/staff/enrolments?unit=nope', headers: alice }, 400);
  await call({ url: '/staff/enrolments' }, 401);
  await call({ method: 'POST', url: '/staff/enrolments/search', headers: change, payload: { q: 'silva', locale: 'en-US' } }, 200);
  await call({ method: 'POST', url: '/staff/enrolments/search', headers: change, payload: { q: '', locale: 'en-US', unit: 'move' } }, 200);
  await call({ method: 'POST', url: '/staff/enrolments/search', headers: session, payload: { q: 'silva', locale: 'en-US' } }, 403);
  await call({ url: `/staff/enrolments/${id}`, headers: session }, 200);
  await call({ url: `/staff/enrolments/${UNKNOWN}`, headers: session }, 404);
  await call({ url: '/staff/enrolments/not-a-uuid', headers: session }, 400);
  const { current, offered } = (await call({ url: `/staff/enrolments/${id}/transitions`, headers: alice }, 200)).json<{ current: string; offered: string[] }>();
  await call({ url: `/staff/enrolments/${open}/transitions`, headers: alice }, 409);
  await call({ method: 'POST', url: `/staff/enrolments/${id}/transitions`, headers: alice, payload: { to: current, reason: 'asked' } }, 409);
  await call({ method: 'POST', url: `/staff/enrolments/${id}/transitions`, headers: alice, payload: { to: offered[0], reason: 'asked to pause' } }, 200);
  await call({ method: 'POST', url: `/staff/enrolments/${id}/transitions`, headers: alice, payload: { to: offered[0], reason: ' ' } }, 400);
  await call({ url: `/staff/enrolments/${id}/history`, headers: alice }, 200);
  await call({ url: `/staff/enrolments/${UNKNOWN}/history`, headers: alice }, 404);
  await call({ method: 'POST', url: `/staff/enrolments/${id}/withdrawals`, headers: change, payload: { consent: 'irbConsent', reason: 'changed their mind' } }, 200);
  await call({ method: 'POST', url: `/staff/enrolments/${id}/withdrawals`, headers: change, payload: { consent: 'irbConsent', reason: 'again' } }, 409);
  await call({ url: `/staff/enrolments/${id}/fhir`, headers: alice }, 200);
  await call({ url: `/staff/enrolments/${open}/fhir`, headers: alice }, 409);
  await call({ url: `/staff/enrolments/${id}/consent-records`, headers: session }, 200);
  await call({ url: '/staff/funnel/versions', headers: alice }, 200);
  await call({ url: '/staff/audit?page=0', headers: alice }, 400);
  const audit = await call({ url: '/staff/audit?staff=bob', headers: session }, 200);
  await call({ method: 'DELETE', url: '/staff/session', headers: change }, 204);
  await call({ method: 'DELETE', url: '/staff/session', headers: change }, 204);

  const at = (n: number) => new Date(Date.UTC(2026, 10, 22, 9, n)).toISOString();
  expect(await trail()).toEqual([
    ['bob', 'sign_in', null, null, at(0)],
    ['alice', 'list_enrolments', null, null, at(3)],
    ['bob', 'search_enrolments', null, 'hash', at(6)],
    ['bob', 'list_enrolments', null, null, at(7)],
    ['bob', 'view_enrolment', id, null, at(9)],
    ['alice', 'view_transitions', id, null, at(12)],
    ['alice', 'apply_transition', id, null, at(15)],
    ['alice', 'view_history', id, null, at(17)],
    ['bob', 'withdraw_consent', id, null, at(19)],
    ['alice', 'export_fhir', id, null, at(21)],
    ['bob', 'export_consent_records', id, null, at(23)],
    ['bob', 'view_audit', null, null, at(26)],
    ['bob', 'sign_out', null, null, at(27)],
  ]);
  // The log read shows the reader's own look at it, written before the page was read.
  expect(audit.json<{ entries: { action: string }[] }>().entries[0]).toMatchObject({ action: 'view_audit', staff: 'bob' });
});
