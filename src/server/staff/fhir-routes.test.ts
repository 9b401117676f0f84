import { createHarness, type Harness } from '../../../test/support/test-harness';
import { auditRows } from '../../../test/support/staff-audit';
import { submittedMember } from '../../../test/support/submitted-member';
import { fhirProblems } from '../../../test/support/fhir-validator';
import { ALICE } from '../../../test/support/staff-tokens';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ staffTokens: { alice: ALICE }, captureLogs: true });
});
afterAll(() => h.close());

const bearer = { authorization: `Bearer ${ALICE}` };
const exportOf = (id: string, headers: Record<string, string> = bearer) => h.app.inject({ url: `/staff/enrolments/${id}/fhir`, headers });
const auditedExports = () => auditRows(h.db, 'export_fhir');
type Entry = { fullUrl: string; resource: Record<string, any> };
const ref = (resource: Record<string, any>) => ({ reference: `urn:uuid:${String(resource.id)}` });
const ofType = (entries: Entry[], type: string) => entries.filter((e) => e.resource.resourceType === type).map((e) => e.resource);

describe('GET /staff/enrolments/:id/fhir', () => {
  it("gives staff a minor's submitted enrolment as a valid FHIR bundle, uncached, and audits the export", async () => {
    const id = await submittedMember(h.app, { dateOfBirth: '2011-03-04', guardianName: 'Maria Silva', irbConsent: false });
    expect(await auditedExports()).toEqual([]);

    const res = await exportOf(id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
    expect(res.headers['cache-control']).toBe('no-store');
    const bundle = res.json<{ resourceType: string; type: string; entry: Entry[] }>();
    expect({ resourceType: bundle.resourceType, type: bundle.type }).toEqual({ resourceType: 'Bundle', type: 'collection' });
    expect(bundle.entry.flatMap((e) => fhirProblems(e.resource as { resourceType: string }))).toEqual([]);
    const [patient] = ofType(bundle.entry, 'Patient');
    expect(patient).toMatchObject({ name: [{ family: 'Silva', given: ['Ana'] }], birthDate: '2011-03-04', identifier: [{ value: id }] });
    expect(patient.telecom).toEqual([{ system: 'phone', value: '+12125550100', use: 'mobile' }, { system: 'email', value: 'ana@example.org' }]);
    const [guardian] = ofType(bundle.entry, 'RelatedPerson');
    expect(guardian).toMatchObject({ name: [{ text: 'Maria Silva' }], patient: ref(patient) });
    const consents = ofType(bundle.entry, 'Consent');
    const research = consents.find((c) => c.scope.coding[0].code === 'research');
    // The guardian decided a minor's consents: the guardian alone is the performer.
    expect(research).toMatchObject({ status: 'rejected', provision: { type: 'deny' }, performer: [ref(guardian)] });
    expect(consents.every((c) => /^[0-9a-f]{64}$/.test(c.extension[0].extension.find((e: { url: string }) => e.url === 'sha256').valueString))).toBe(true);
    expect(ofType(bundle.entry, 'Appointment')).toHaveLength(1);
    expect(ofType(bundle.entry, 'Provenance')[0].entity[0].what.identifier.value).toBe(id);
    expect(await auditedExports()).toEqual([{ staff_name: 'alice', enrolment_id: id }]);

    // The same enrolment exported again is the same bundle but for its timestamp.
    const again = (await exportOf(id)).json<{ entry: Entry[] }>();
    expect(again.entry).toEqual(bundle.entry);
    // Patient data travels in the answer only: never in the server's log.
    expect(h.logs.join('\n')).not.toMatch(/Silva|ana@example|2125550100/);
  });

  it('exports a withdrawal as a new Consent that supersedes the acceptance, both valid', async () => {
    const id = await submittedMember(h.app, { irbConsent: true });
    const research = async () => ofType((await exportOf(id)).json<{ entry: Entry[] }>().entry, 'Consent').filter((c) => c.scope.coding[0].code === 'research');
    const before = await research();
    expect(before.map((c) => c.status)).toEqual(['active']);

    const withdrawn = await h.app.inject({ method: 'POST', url: `/staff/enrolments/${id}/withdrawals`, headers: bearer, payload: { consent: 'irbConsent', reason: 'Member phoned' } });
    expect(withdrawn.statusCode).toBe(200);
    const after = await research();
    expect(after.map((c) => ({ id: c.id, status: c.status, provision: c.provision.type }))).toEqual([
      { id: before[0].id, status: 'inactive', provision: 'permit' },
      { id: expect.any(String), status: 'active', provision: 'deny' },
    ]);
    expect(after[1].sourceReference).toEqual(ref(before[0]));
    expect(after.flatMap((c) => fhirProblems(c as { resourceType: string }))).toEqual([]);
    // The staff member's reason for the withdrawal is theirs to read in the console, not part of the clinical export.
    expect(JSON.stringify(after)).not.toContain('Member phoned');
  });

  it('says 404 for an unknown enrolment, 400 for a malformed id, 401 without a staff token and 403 with a wrong one, auditing none', async () => {
    const before = await auditedExports();
    const unknown = await exportOf('00000000-0000-4000-8000-000000000000');
    expect({ status: unknown.statusCode, code: unknown.json().error.code }).toEqual({ status: 404, code: 'unknown_enrolment' });
    expect((await exportOf('not-a-uuid')).statusCode).toBe(400);
    // An id too long for any URL is refused before the route: the server's own URL length limit.
    expect((await exportOf('a'.repeat(5000))).statusCode).toBe(414);
    expect((await exportOf('00000000-0000-4000-8000-000000000000', {})).statusCode).toBe(401);
    expect((await exportOf('00000000-0000-4000-8000-000000000000', { authorization: 'Bearer wrong-token-0123456789abcdef' })).statusCode).toBe(403);
    expect(await auditedExports()).toEqual(before);
  });

  it('declares its response in the staff OpenAPI document as application/fhir+json', async () => {
    const doc = (await h.app.inject({ url: '/staff/openapi.json', headers: bearer })).json();
    const get = doc.paths['/staff/enrolments/{id}/fhir'].get;
    expect(Object.keys(get.responses['200'].content)).toEqual(['application/fhir+json']);
    expect(get.responses['200'].content['application/fhir+json'].schema.properties.resourceType).toEqual({ const: 'Bundle' });
    expect(Object.keys(get.responses)).toEqual(expect.arrayContaining(['401', '404', '409']));
  });

  it('refuses an enrolment still in progress with 409: its answers are not yet what the member submitted', async () => {
    const member = await h.memberBeforeAppointment();
    const res = await exportOf(member.enrolmentId);
    expect({ status: res.statusCode, code: res.json().error.code }).toEqual({ status: 409, code: 'not_submitted' });
  });
});
