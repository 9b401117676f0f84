import { createHarness, type Harness } from './test-harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

type Receipt = { consent_id: string; decision: string; document: string | null; document_url: string | null; shown_sha256: string; locale: string; flow_version: string };
const receipts = async (enrolmentId: string, consentId: string) =>
  (await h.db.query<Receipt>('select consent_id, decision, document, document_url, shown_sha256, locale, flow_version from consent_decisions where enrolment_id = $1 and consent_id = $2 order by id', [enrolmentId, consentId])).rows;

describe('consent receipts', () => {
  it('records each decision with its document, locale, flow version and a SHA-256 of what was shown', async () => {
    const member = await h.memberBeforeAppointment({ locale: 'fr-CA', unit: 'bloom' });
    const [terms] = await receipts(member.enrolmentId, 'termsConsent');
    expect(terms).toMatchObject({ decision: 'accepted', document: 'terms', locale: 'fr-CA', flow_version: '3.0.0' });
    expect(terms?.document_url).toMatch(/^https:\/\//);
    expect(terms?.shown_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await receipts(member.enrolmentId, 'irbConsent')).toEqual([expect.objectContaining({ decision: 'declined' })]);
  });

  it('adds a row when a decision changes, not when the same one is saved again', async () => {
    const member = await h.memberBeforeAppointment();
    await h.save(member.cookie, 'research', { irbConsent: false });
    expect(await receipts(member.enrolmentId, 'irbConsent')).toHaveLength(1);
    await h.save(member.cookie, 'research', { irbConsent: true });
    const rows = await receipts(member.enrolmentId, 'irbConsent');
    expect(rows.map((r) => r.decision)).toEqual(['declined', 'accepted']);
  });

  it('hashes what each language showed differently', async () => {
    const english = await h.memberBeforeAppointment({ locale: 'en-US', unit: 'move' });
    const spanish = await h.memberBeforeAppointment({ locale: 'es-US', unit: 'move' });
    const [en] = await receipts(english.enrolmentId, 'termsConsent');
    const [es] = await receipts(spanish.enrolmentId, 'termsConsent');
    expect(en?.shown_sha256).not.toBe(es?.shown_sha256);
  });

  it('refuses to update or delete a receipt, even from SQL', async () => {
    const member = await h.memberBeforeAppointment();
    await expect(h.db.query("update consent_decisions set decision = 'declined' where enrolment_id = $1", [member.enrolmentId])).rejects.toThrow(/append-only/);
    await expect(h.db.query('delete from consent_decisions where enrolment_id = $1', [member.enrolmentId])).rejects.toThrow(/append-only/);
  });
});
