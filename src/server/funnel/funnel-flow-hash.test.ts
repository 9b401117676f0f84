import { createHarness, type Harness } from '../../../test/support/test-harness';

// The funnel names a flow by its flow hash (`flowHash`) and shows the flow version (`flowVersion`) it was published
// under. A console page of the previous release still sends `version` and reads `version`/`label`: for one release the
// API takes and gives both.
const TOKEN = 'ana-token-for-the-funnel-words';
const auth = { authorization: `Bearer ${TOKEN}` };
const WEEK = 'from=2026-11-09&to=2026-11-15';
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ staffTokens: { ana: TOKEN } });
  await h.start({ locale: 'en-US', unit: 'move' });
});
afterAll(() => h.close());

it('lists each counted flow by its flow hash and flow version, and under the previous names', async () => {
  const res = await h.app.inject({ url: '/staff/funnel/versions', headers: auth });
  const [listed] = res.json<{ versions: Record<string, string>[] }>().versions;
  const { rows } = await h.db.query<{ flow_hash: string }>('select distinct flow_hash from funnel_counts');
  expect(listed).toEqual({ flowHash: rows[0].flow_hash, flowVersion: '3.0.0', version: rows[0].flow_hash, label: '3.0.0' });
});

it('answers a funnel asked by flowHash, and the same one asked by the previous `version`', async () => {
  const { rows } = await h.db.query<{ flow_hash: string }>('select distinct flow_hash from funnel_counts');
  const flowHash = rows[0].flow_hash;
  const byHash = await h.app.inject({ url: `/staff/funnel?flowHash=${flowHash}&${WEEK}`, headers: auth });
  const byVersion = await h.app.inject({ url: `/staff/funnel?version=${flowHash}&${WEEK}`, headers: auth });
  expect([byHash.statusCode, byVersion.statusCode]).toEqual([200, 200]);
  expect(byHash.json()).toMatchObject({ flowHash, version: flowHash, from: '2026-11-09', to: '2026-11-15' });
  expect(byVersion.body).toBe(byHash.body);
});

it('refuses a funnel request naming no flow, or two different ones, in the one error shape', async () => {
  const none = await h.app.inject({ url: `/staff/funnel?${WEEK}`, headers: auth });
  expect([none.statusCode, none.json()]).toEqual([400, { error: { code: 'invalid_request', message: "querystring must have required property 'flowHash'" } }]);
  const two = await h.app.inject({ url: `/staff/funnel?flowHash=aaaaaaaaaaaaaaaa&version=bbbbbbbbbbbbbbbb&${WEEK}`, headers: auth });
  expect([two.statusCode, two.json<{ error: { code: string } }>().error.code]).toEqual([400, 'invalid_request']);
  const unknown = await h.app.inject({ url: `/staff/funnel?flowHash=aaaaaaaaaaaaaaaa&${WEEK}`, headers: auth });
  expect([unknown.statusCode, unknown.json<{ error: { code: string } }>().error.code]).toEqual([404, 'unknown_flow_version']);
});
