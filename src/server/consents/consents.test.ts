import { createHarness, US_ADULT_STEPS, type Harness } from '../../../test/support/test-harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

type Receipt = { consent_id: string; decision: string; document: string | null; document_variant: string | null; document_url: string | null; document_version: string | null; shown_sha256: string; locale: string; flow_version: string };
const receipts = async (enrolmentId: string, consentId: string) =>
  (await h.db.query<Receipt>('select consent_id, decision, document, document_variant, document_url, document_version, shown_sha256, locale, flow_version from consent_decisions where enrolment_id = $1 and consent_id = $2 order by id', [enrolmentId, consentId])).rows;

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

  it("records the unit's own variant of a document: a bloom member's research consent names irb-bloom", async () => {
    const bloom = await h.memberBeforeAppointment({ locale: 'en-US', unit: 'bloom' });
    const move = await h.memberBeforeAppointment({ locale: 'en-US', unit: 'move' });
    const [bloomIrb] = await receipts(bloom.enrolmentId, 'irbConsent');
    const [moveIrb] = await receipts(move.enrolmentId, 'irbConsent');
    expect(bloomIrb).toMatchObject({ document: 'irb', document_variant: 'bloom', document_url: 'https://www.example.com/legal/irb-bloom', document_version: '2024-01' });
    expect(moveIrb).toMatchObject({ document: 'irb', document_variant: null, document_url: 'https://www.example.com/legal/irb' });
    expect(bloomIrb?.shown_sha256).not.toBe(moveIrb?.shown_sha256);
  });

  it('records the language the step was shown in, not the one the enrolment started in', async () => {
    const member = await h.start({ locale: 'en-US', unit: 'move' });
    const answers = Object.fromEntries(US_ADULT_STEPS);
    for (const [stepId, stepAnswers] of US_ADULT_STEPS.slice(0, 6)) expect((await h.save(member.cookie, stepId, stepAnswers)).statusCode).toBe(200);
    const res = await h.app.inject({ method: 'PUT', url: '/member/enrolment/steps/legal', headers: { cookie: member.cookie }, payload: { answers: answers.legal, locale: 'fr-CA' } });
    expect(res.statusCode).toBe(200);
    const [terms] = await receipts(member.enrolmentId, 'termsConsent');
    expect(terms).toMatchObject({ locale: 'fr-CA', document_url: 'https://www.example.com/fr-ca/legal/terms' });
  });

  it('refuses a required consent that is missing or false, and records nothing for it', async () => {
    const member = await h.start({ locale: 'en-US', unit: 'move' });
    for (const [stepId, stepAnswers] of US_ADULT_STEPS.slice(0, 6)) expect((await h.save(member.cookie, stepId, stepAnswers)).statusCode).toBe(200);
    const untouched = await h.save(member.cookie, 'legal', { privacyConsent: true, telehealthConsent: true, nonDiscriminationConsent: true });
    expect(untouched.statusCode).toBe(400);
    expect(untouched.json().error.fields).toEqual([{ field: 'termsConsent', rule: 'required' }]);
    const unticked = await h.save(member.cookie, 'legal', { termsConsent: false, privacyConsent: true, telehealthConsent: true, nonDiscriminationConsent: true });
    expect(unticked.statusCode).toBe(400);
    expect(await receipts(member.enrolmentId, 'termsConsent')).toEqual([]);
  });

  it('refuses to update or delete a receipt, even from SQL', async () => {
    const member = await h.memberBeforeAppointment();
    await expect(h.db.query("update consent_decisions set decision = 'declined' where enrolment_id = $1", [member.enrolmentId])).rejects.toThrow(/append-only/);
    await expect(h.db.query('delete from consent_decisions where enrolment_id = $1', [member.enrolmentId])).rejects.toThrow(/append-only/);
  });
});
