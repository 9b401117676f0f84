import { createHarness, type Harness } from '../../../test/support/test-harness';
import { apiMember } from '../../../test/support/api-member';
import type { StepAnswers } from '../../flow/flow-types';
import { ALICE } from '../../../test/support/staff-tokens';

const bearer = { authorization: `Bearer ${ALICE}` };
let h: Harness;
beforeEach(async () => {
  h = await createHarness({ staffTokens: { alice: ALICE }, captureLogs: true });
});
afterEach(() => h.close());

type Entry = { resource: Record<string, any> };
type Detail = { minor: { guardianName: string } | null; steps: { stepId: string; answers: { field: { name: string }; value?: unknown }[] }[] };
const GUARDIAN = { guardianName: 'Rosa Ortiz', guardianRelationship: 'parent', guardianEmail: 'rosa@example.org', minorsConsent: true };

// A Los Angeles member whose 18th birthday is 2026-11-28: at 00:06 UTC that day it is still the 27th where she lives.
async function laMemberTurning18(): Promise<{ id: string; path: string[] }> {
  h.clock.now = new Date('2026-11-28T00:06:00Z');
  const member = await apiMember(h.app, 'move');
  const steps: [string, StepAnswers][] = [
    ['language', { language: 'ES' }], ['country', { country: 'US' }], ['region', { region: 'CA' }], ['timezone', { timezone: 'America/Los_Angeles' }],
    ['profile', { firstName: 'Lucía', lastName: 'Ortiz', dateOfBirth: '2008-11-28', email: 'lucia@example.org', phone: '+1 213 555 0100' }],
    ['minors', GUARDIAN],
    ['about-you', { gender: 'female', education: 'degree', race: 'hispanic', employment: 'full_time' }],
    ['legal', { termsConsent: true, privacyConsent: true, telehealthConsent: true, nonDiscriminationConsent: true }],
    ['hipaa', { hipaaConsent: true }], ['research', { irbConsent: false }], ['health-network', { healthNetworkConsent: true }],
  ];
  const path: string[] = [];
  for (const [stepId, answers] of steps) {
    const res = await member.save(stepId, answers);
    expect({ stepId, status: res.statusCode, body: res.statusCode === 200 ? '' : res.body }).toEqual({ stepId, status: 200, body: '' });
    path.push(stepId);
  }
  h.clock.now = new Date('2026-11-28T00:09:00Z');
  const slot = await member.firstFreeSlot();
  await member.saveOk('appointment', slot ? { slot } : {});
  const submitted = await member.submit();
  expect(submitted.statusCode).toBe(200);
  return { id: member.enrolmentId, path };
}

describe('facts fixed when the member answered', () => {
  it("keeps a Los Angeles 17-year-old's minor fact and guardian step for staff, read the same day in UTC and in 2028", async () => {
    const { id } = await laMemberTurning18();
    for (const readAt of ['2026-11-28T00:10:00Z', '2028-03-01T12:00:00Z']) {
      h.clock.now = new Date(readAt);
      const res = await h.app.inject({ url: `/staff/enrolments/${id}`, headers: bearer });
      expect(res.statusCode).toBe(200);
      const detail = res.json<Detail>();
      expect({ readAt, minor: detail.minor }).toEqual({ readAt, minor: { guardianName: 'Rosa Ortiz' } });
      const guardianStep = detail.steps.find((s) => s.stepId === 'minors');
      expect(guardianStep?.answers.find((a) => a.field.name === 'guardianName')?.value).toBe('Rosa Ortiz');
    }
  });

  it("exports the guardian as the one who decided every consent, in FHIR and the 27560 records, read in 2028", async () => {
    const { id } = await laMemberTurning18();
    h.clock.now = new Date('2028-03-01T12:00:00Z');
    const bundle = (await h.app.inject({ url: `/staff/enrolments/${id}/fhir`, headers: bearer })).json<{ entry: Entry[] }>();
    const resources = bundle.entry.map((e) => e.resource);
    const guardian = resources.find((r) => r.resourceType === 'RelatedPerson');
    expect(guardian?.name).toEqual([{ text: 'Rosa Ortiz' }]);
    const consents = resources.filter((r) => r.resourceType === 'Consent');
    expect(consents.length).toBeGreaterThan(5);
    expect(consents.map((c) => c.performer)).toEqual(consents.map(() => [{ reference: `urn:uuid:${String(guardian?.id)}` }]));
    const records = (await h.app.inject({ url: `/staff/enrolments/${id}/consent-records`, headers: bearer })).json<{ events: { event_by: string }[] }[]>();
    expect([...new Set(records.flatMap((r) => r.events.map((e) => e.event_by)))]).toEqual(['guardian']);
  });

  it('stores the facts with the enrolment: minor, the market whose law applied, its age of consent, the day, the zone and the path', async () => {
    const { id, path } = await laMemberTurning18();
    const { rows } = await h.db.query<{ path_facts: Record<string, unknown> }>('select path_facts from enrolments where id = $1', [id]);
    expect(rows[0]?.path_facts).toEqual({
      minor: true, market: 'US', ageOfConsent: 18, day: '2026-11-27', zone: 'America/Los_Angeles',
      steps: [...path, 'appointment', 'review', 'done'],
    });
    // No birth date or name in the log, on the way in or out.
    expect(h.logs.join('\n')).not.toMatch(/2008-11-28|Ortiz|lucia@example/);
  });
});
