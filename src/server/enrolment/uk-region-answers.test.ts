import { createHarness, type Harness } from '../../../test/support/test-harness';

// The server takes a UK member's area, never a whole nation, and only the named nation's areas; answers saved before
// the nation was asked for (an area code) read back unchanged.
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

async function inCountry(country: string) {
  const member = await h.start({ locale: 'en-GB', unit: 'move' });
  for (const [stepId, answers] of [['language', { language: 'EN' }], ['country', { country }]] as const) expect((await h.save(member.cookie, stepId, answers)).statusCode).toBe(200);
  return member;
}

const storedRegion = async (enrolmentId: string) =>
  (await h.db.query<{ answers: Record<string, unknown> }>("select answers from step_answers where enrolment_id = $1 and step_id = 'region'", [enrolmentId])).rows[0]?.answers.region;

describe('the region of a UK member', () => {
  it.each([
    ['GB', 'SCT'], ['GB', 'ENG'], ['GB', 'WLS'], ['GB', 'NIR'],
    ['GB-SCT', 'KEN'], ['GB-SCT', 'SCT'], ['GB-WLS', 'GLG'], ['GB-NIR', 'CRF'],
    ['GB', 'edh'], ['GB', ' '], ['GB', 'X'.repeat(300)], ['GB', 'ON'],
  ])('in %s refuses %j as regionOf and stores nothing', async (country, region) => {
    const { cookie, enrolmentId } = await inCountry(country);
    const res = await h.save(cookie, 'region', { region });
    expect(res.statusCode).toBe(400);
    const fields = res.json<{ error: { fields?: { field: string; rule: string }[] } }>().error.fields ?? [];
    expect(fields.length).toBeGreaterThan(0);
    expect(new Set(fields.map((f) => f.field))).toEqual(new Set(['region']));
    expect(await storedRegion(enrolmentId)).toBeUndefined();
  });

  it.each([
    ['GB', 'EDH'], ['GB', 'LND'], ['GB', 'BFS'], ['GB', 'CRF'],
    ['GB-SCT', 'GLG'], ['GB-ENG', 'KEN'], ['GB-WLS', 'CRF'], ['GB-NIR', 'BFS'],
  ])('in %s takes the area %s and reads it back as saved', async (country, region) => {
    const { cookie, enrolmentId } = await inCountry(country);
    expect(await storedRegion(enrolmentId)).toBeUndefined();
    const res = await h.save(cookie, 'region', { region });
    expect(res.statusCode).toBe(200);
    expect(await storedRegion(enrolmentId)).toBe(region);
    const summary = await h.app.inject({ method: 'GET', url: '/member/enrolment', headers: { cookie } });
    // The member's answers by step, as the page resumes from them.
    expect(summary.json<{ answers: Record<string, unknown> }>().answers.region).toEqual({ region });
  });
});
