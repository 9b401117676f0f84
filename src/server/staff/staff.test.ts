import { createHarness, type Harness } from '../../../test/support/test-harness';
import { ALICE } from '../../../test/support/staff-tokens';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ staffTokens: { alice: ALICE } });
});
afterAll(() => h.close());

async function enrolled() {
  const member = await h.memberBeforeAppointment();
  await h.save(member.cookie, 'appointment', {});
  await h.app.inject({ method: 'POST', url: '/member/enrolment/submit', headers: { cookie: member.cookie, 'idempotency-key': 'staff-test-key' } });
  return member.enrolmentId;
}

const auth = { authorization: `Bearer ${ALICE}` };

describe('staff patient-state routes', () => {
  it.each([
    [{}, 401],
    [{ authorization: 'Bearer not-a-real-token' }, 403],
  ])('refuses %j with %i', async (headers, status) => {
    const id = await enrolled();
    expect((await h.app.inject({ url: `/staff/enrolments/${id}/transitions`, headers })).statusCode).toBe(status);
  });

  it('offers the spec transitions, applies one, refuses one not offered, and keeps the history', async () => {
    const id = await enrolled();
    const offered = (await h.app.inject({ url: `/staff/enrolments/${id}/transitions`, headers: auth })).json();
    expect(offered).toEqual({ current: 'enrolled_300', offered: ['excluded_530', 'on_hold_700', 'closed_900'] });
    // Moves that start from another group are refused even when asked for directly.
    for (const to of ['excluded_540', 'on_hold_710', 'closed_910', 'closed_920', 'enrolled_301']) {
      const wrongFrom = await h.app.inject({ method: 'POST', url: `/staff/enrolments/${id}/transitions`, headers: auth, payload: { to, reason: 'Does not apply' } });
      expect([to, wrongFrom.statusCode]).toEqual([to, 409]);
    }

    const hold = await h.app.inject({ method: 'POST', url: `/staff/enrolments/${id}/transitions`, headers: auth, payload: { to: 'on_hold_703', reason: 'Member asked to pause' } });
    expect(hold.json()).toEqual({ patientState: 'on_hold_703' });
    const back = await h.app.inject({ method: 'POST', url: `/staff/enrolments/${id}/transitions`, headers: auth, payload: { to: 'enrolled_301', reason: 'Member is back' } });
    expect(back.statusCode).toBe(200);
    const again = await h.app.inject({ method: 'POST', url: `/staff/enrolments/${id}/transitions`, headers: auth, payload: { to: 'on_hold_703', reason: 'Pause again' } });
    expect(again.statusCode).toBe(200);
    const sameHold = await h.app.inject({ method: 'POST', url: `/staff/enrolments/${id}/transitions`, headers: auth, payload: { to: 'on_hold_704', reason: 'Already on hold' } });
    expect(sameHold.statusCode).toBe(409);
    expect((await h.app.inject({ method: 'POST', url: `/staff/enrolments/${id}/transitions`, headers: auth, payload: { to: 'enrolled_301', reason: 'Member is back' } })).statusCode).toBe(200);
    const refused = await h.app.inject({ method: 'POST', url: `/staff/enrolments/${id}/transitions`, headers: auth, payload: { to: 'active_400', reason: 'Not offered' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('transition_not_offered');

    const { history } = (await h.app.inject({ url: `/staff/enrolments/${id}/history`, headers: auth })).json();
    expect(history.map((r: { from: string | null; to: string; changedBy: string }) => [r.from, r.to, r.changedBy])).toEqual([
      [null, 'enrolled_300', 'system'], ['enrolled_300', 'on_hold_703', 'alice'], ['on_hold_703', 'enrolled_301', 'alice'],
      ['enrolled_301', 'on_hold_703', 'alice'], ['on_hold_703', 'enrolled_301', 'alice'],
    ]);
  });

  it('answers 404 for an unknown enrolment and 409 before submit', async () => {
    expect((await h.app.inject({ url: '/staff/enrolments/00000000-0000-4000-8000-000000000000/transitions', headers: auth })).statusCode).toBe(404);
    const member = await h.start();
    expect((await h.app.inject({ url: `/staff/enrolments/${member.enrolmentId}/transitions`, headers: auth })).json().error.code).toBe('not_enrolled');
  });
});
