import { createHarness, type Harness } from '../../../test/support/test-harness';
import { submittedMember } from '../../../test/support/submitted-member';
import { ALICE, BOB } from '../../../test/support/staff-tokens';

const as = (token: string) => ({ authorization: `Bearer ${token}` });
let h: Harness;
let first: string;
let second: string;
beforeAll(async () => {
  h = await createHarness({ staffTokens: { alice: ALICE, bob: BOB } });
  first = await submittedMember(h.app);
  second = await submittedMember(h.app);
  // Alice looks at both, Bob at the second only.
  for (const [token, id] of [[ALICE, first], [ALICE, second], [BOB, second]] as const) {
    expect((await h.app.inject({ url: `/staff/enrolments/${id}`, headers: as(token) })).statusCode).toBe(200);
  }
  expect((await h.app.inject({ method: 'POST', url: `/staff/enrolments/${first}/transitions`, headers: as(ALICE), payload: { to: 'on_hold_700', reason: 'Travelling' } })).statusCode).toBe(200);
});
afterAll(() => h.close());

type Entry = { staff: string; action: string; enrolmentId: string | null };
const read = async (query: string, token = BOB) => {
  const res = await h.app.inject({ url: `/staff/audit${query}`, headers: as(token) });
  return { status: res.statusCode, body: res.json<{ entries: Entry[]; total: number; error?: { code: string } }>() };
};

describe('audit log filters', () => {
  it('lists everything without a filter, its own read first', async () => {
    const { status, body } = await read('');
    expect(status).toBe(200);
    expect(body.entries[0]).toMatchObject({ staff: 'bob', action: 'view_audit', enrolmentId: null });
    expect(body.entries.map((e) => e.action)).toEqual(expect.arrayContaining(['view_enrolment', 'apply_transition']));
  });

  it('filters by enrolment, by staff member and by action, and by all three at once', async () => {
    const byEnrolment = await read(`?enrolment=${second}`);
    expect(byEnrolment.status).toBe(200);
    expect(byEnrolment.body.entries.map((e) => [e.staff, e.action, e.enrolmentId])).toEqual([['bob', 'view_enrolment', second], ['alice', 'view_enrolment', second]]);
    expect(byEnrolment.body.total).toBe(2);

    const byStaff = await read('?staff=alice&action=view_enrolment');
    expect(byStaff.body.entries.map((e) => e.enrolmentId)).toEqual([second, first]);

    const byAction = await read('?action=apply_transition');
    expect(byAction.body.entries.map((e) => [e.staff, e.enrolmentId])).toEqual([['alice', first]]);

    const all = await read(`?enrolment=${first}&staff=alice&action=apply_transition&page=1`);
    expect(all.body.total).toBe(1);
    expect((await read(`?enrolment=${first}&staff=bob`)).body).toMatchObject({ entries: [], total: 0 });
  });

  it('still records the read itself, whatever the filter', async () => {
    const before = (await h.db.query<{ n: number }>("select count(*)::int as n from staff_audit where action = 'view_audit'")).rows[0].n;
    await read(`?enrolment=${first}`);
    await read('?action=sign_in');
    expect((await h.db.query<{ n: number }>("select count(*)::int as n from staff_audit where action = 'view_audit'")).rows[0].n).toBe(before + 2);
  });

  it.each([
    ['?enrolment=not-a-uuid'],
    ['?enrolment='],
    ["?enrolment=00000000-0000-4000-8000-000000000000' or '1'='1"],
    ['?action=drop_table'],
    ['?action='],
    ['?staff='],
    [`?staff=${'a'.repeat(65)}`],
    ["?staff=alice' or '1'='1"],
    ['?staff=al%00ice'],
    ['?staff=alice&staff=bob'],
    ['?unknown=1'],
  ])('refuses %s with 400 and no entries', async (query) => {
    const { status, body } = await read(query);
    expect(status).toBe(400);
    expect(body.entries).toBeUndefined();
  });

  it('answers an empty page for a staff member who never acted', async () => {
    expect((await read('?staff=mallory')).body).toMatchObject({ entries: [], total: 0 });
  });
});
