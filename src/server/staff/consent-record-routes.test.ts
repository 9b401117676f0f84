import Ajv from 'ajv';
import recordSchema from '../../../schemas/consent-record.schema.json';
import { createHarness, type Harness } from '../../../test/support/test-harness';
import { auditRows } from '../../../test/support/staff-audit';
import { submittedMember } from '../../../test/support/submitted-member';
import { ALICE } from '../../../test/support/staff-tokens';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ staffTokens: { alice: ALICE }, captureLogs: true });
});
afterAll(() => h.close());

const bearer = { authorization: `Bearer ${ALICE}` };
const validRecord = new Ajv({ allErrors: true, strict: false }).compile(recordSchema);
const recordsOf = (id: string, headers: Record<string, string> = bearer) => h.app.inject({ url: `/staff/enrolments/${id}/consent-records`, headers });
const audited = () => auditRows(h.db, 'export_consent_records');
type Record27560 = { record_id: string; purposes: { purpose_id: string }[]; events: { event_type: string; event_by: string; event_state: string; event_time: string }[]; notice: { hash: { value: string } | null; version: string; language: string }; jurisdiction: string; pii_controllers: { name: string }[]; supersedes_record_id?: string };
const consentIds = async (id: string) => {
  const bundle = (await h.app.inject({ url: `/staff/enrolments/${id}/fhir`, headers: bearer })).json<{ entry: { resource: { resourceType: string; id: string } }[] }>();
  return bundle.entry.filter((e) => e.resource.resourceType === 'Consent').map((e) => e.resource.id);
};
const problems = (records: unknown[]) => records.flatMap((r) => (validRecord(r) ? [] : validRecord.errors ?? []));
const research = (records: Record27560[]) => records.filter((r) => r.purposes[0].purpose_id === 'irbConsent');

describe('GET /staff/enrolments/:id/consent-records', () => {
  it("gives each receipt of a minor's enrolment as a valid ISO/IEC TS 27560 record with its FHIR Consent's id, uncached and audited", async () => {
    const id = await submittedMember(h.app, { dateOfBirth: '2011-03-04', guardianName: 'Maria Silva', irbConsent: false });
    expect(await audited()).toEqual([]);

    const res = await recordsOf(id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const records = res.json<Record27560[]>();
    expect(records.length).toBeGreaterThan(0);
    expect(problems(records)).toEqual([]);
    expect(records.map((r) => r.record_id)).toEqual(await consentIds(id));
    expect(research(records).map((r) => r.events.map((e) => ({ type: e.event_type, by: e.event_by, state: e.event_state })))).toEqual([[{ type: 'declined', by: 'guardian', state: 'refused' }]]);
    const accepted = records.filter((r) => r.events[0].event_type === 'given');
    expect(accepted.length).toBeGreaterThan(0);
    expect(records.every((r) => /^[0-9a-f]{64}$/.test(r.notice.hash?.value ?? ''))).toBe(true);
    // A US member's records fall under US law, with the controller the policy names for the US.
    expect([...new Set(records.map((r) => r.jurisdiction))]).toEqual(['US']);
    expect(await audited()).toEqual([{ staff_name: 'alice', enrolment_id: id }]);
    // The records name the member by the enrolment only: no personal data, in the answer or the log.
    expect(res.body).not.toMatch(/Silva|Ana|ana@example|2125550100|2011-03-04/);
    expect(h.logs.join('\n')).not.toMatch(/Silva|ana@example|2125550100/);
  });

  it('records a withdrawal as a new record superseding the acceptance, whose events then end with it', async () => {
    const id = await submittedMember(h.app, { irbConsent: true, country: ['PT', 'LISBOA', 'Europe/Lisbon'], phone: '+351 912 345 678' });
    const before = research((await recordsOf(id)).json<Record27560[]>());
    expect(before.map((r) => r.events.map((e) => e.event_type))).toEqual([['given']]);

    const withdrawn = await h.app.inject({ method: 'POST', url: `/staff/enrolments/${id}/withdrawals`, headers: bearer, payload: { consent: 'irbConsent', reason: 'Member phoned' } });
    expect(withdrawn.statusCode).toBe(200);
    const all = (await recordsOf(id)).json<Record27560[]>();
    expect(problems(all)).toEqual([]);
    expect(all.map((r) => r.record_id)).toEqual(await consentIds(id));
    const after = research(all);
    expect(after.map((r) => ({ id: r.record_id, events: r.events.map((e) => `${e.event_type}/${e.event_state}`), supersedes: r.supersedes_record_id }))).toEqual([
      { id: before[0].record_id, events: ['given/active', 'withdrawn/withdrawn'], supersedes: undefined },
      { id: expect.any(String), events: ['withdrawn/withdrawn'], supersedes: before[0].record_id },
    ]);
    // The withdrawal names the notice the member had accepted, hash and all.
    expect(after[1].notice).toEqual(after[0].notice);
    // A Portuguese member's consent falls under the GDPR, with the EU controller.
    expect(after[0].jurisdiction).toBe('EU');
    expect(JSON.stringify(all)).not.toContain('Member phoned');
  });

  it('says 404 unknown, 400 malformed, 401 without and 403 with a wrong token, 409 in progress, auditing none', async () => {
    const before = await audited();
    const unknown = await recordsOf('00000000-0000-4000-8000-000000000000');
    expect({ status: unknown.statusCode, code: unknown.json().error.code }).toEqual({ status: 404, code: 'unknown_enrolment' });
    expect((await recordsOf('not-a-uuid')).statusCode).toBe(400);
    expect((await recordsOf('')).statusCode).toBe(400);
    expect((await recordsOf('00000000-0000-4000-8000-000000000000', {})).statusCode).toBe(401);
    expect((await recordsOf('00000000-0000-4000-8000-000000000000', { authorization: 'Bearer wrong-token-0123456789abcdef' })).statusCode).toBe(403);
    const member = await h.memberBeforeAppointment();
    const open = await recordsOf(member.enrolmentId);
    expect({ status: open.statusCode, code: open.json().error.code }).toEqual({ status: 409, code: 'not_submitted' });
    expect(await audited()).toEqual(before);
  });

  it('is listed in the staff OpenAPI document with its record schema', async () => {
    const doc = (await h.app.inject({ url: '/staff/openapi.json', headers: bearer })).json();
    const get = doc.paths['/staff/enrolments/{id}/consent-records'].get;
    expect(get.operationId).toBe('exportEnrolmentConsentRecords');
    expect(get.responses['200'].content['application/json'].schema.items.required).toEqual(expect.arrayContaining(['record_id', 'notice', 'events']));
    expect(Object.keys(get.responses)).toEqual(expect.arrayContaining(['401', '404', '409']));
  });
});
