import { createHarness, type Harness } from '../../../test/support/test-harness';

// An open enrolment's progress names the flow it follows by its flow hash. A page of the previous release reads the
// same value as `flowVersion` during a rolling deploy: both are sent for one release.
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

it('sends the flow hash of an open enrolment as flowHash, and as flowVersion for one release', async () => {
  const member = await h.start({ locale: 'en-US', unit: 'move' });
  const res = await h.app.inject({ url: '/member/enrolment', headers: { cookie: member.cookie } });
  const { rows } = await h.db.query<{ flow_hash: string }>('select flow_hash from enrolments where id = $1', [member.enrolmentId]);
  expect(rows[0].flow_hash).toMatch(/^[0-9a-f]{16}$/);
  expect(res.json()).toMatchObject({ flowHash: rows[0].flow_hash, flowVersion: rows[0].flow_hash });
});
