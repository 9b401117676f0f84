import { createHarness, type Harness } from '../../../test/support/test-harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ captureLogs: true });
});
afterAll(() => h.close());

type Receipt = { consent_id: string; document: string | null; document_variant: string | null; document_url: string | null; document_version: string | null; shown_sha256: string; locale: string };
const receipts = async (enrolmentId: string) =>
  (await h.db.query<Receipt>("select consent_id, document, document_variant, document_url, document_version, shown_sha256, locale from consent_decisions where enrolment_id = $1 and consent_id in ('termsConsent', 'privacyConsent', 'nonDiscriminationConsent', 'telehealthConsent') order by consent_id", [enrolmentId])).rows;
const presets = async (enrolmentId: string) => (await h.db.query<{ presets: Record<string, string> }>('select presets from enrolments where id = $1', [enrolmentId])).rows[0]?.presets;

describe('invitation and referral documents', () => {
  it('stores the arrival as a preset and records the referral documents a referred member was shown', async () => {
    const member = await h.memberBeforeAppointment({ locale: 'es-US', unit: 'move', ref: 'referral' });
    expect(await presets(member.enrolmentId)).toEqual({ unit: 'move', ref: 'referral' });
    const rows = await receipts(member.enrolmentId);
    expect(rows.map(({ consent_id, document, document_variant, document_url, document_version, locale }) => ({ consent_id, document, document_variant, document_url, document_version, locale }))).toEqual([
      { consent_id: 'nonDiscriminationConsent', document: 'referralNonDiscrimination', document_variant: 'referral', document_url: 'https://www.example.com/es/legal/invitation-non-discrimination', document_version: '2024-01', locale: 'es-US' },
      { consent_id: 'privacyConsent', document: 'referralPrivacy', document_variant: 'referral', document_url: 'https://www.example.com/es/legal/invitation-privacy', document_version: '2024-01', locale: 'es-US' },
      { consent_id: 'telehealthConsent', document: 'telehealth', document_variant: null, document_url: 'https://www.example.com/es/legal/telehealth-consent', document_version: '2024-01', locale: 'es-US' },
      { consent_id: 'termsConsent', document: 'referralTerms', document_variant: 'referral', document_url: 'https://www.example.com/es/legal/invitation-terms', document_version: '2024-01', locale: 'es-US' },
    ]);
  });

  it('hashes what was shown: standard and invitation terms differ; invitation and referral show the same document, so the same hash', async () => {
    const standard = await h.memberBeforeAppointment({ locale: 'en-US', unit: 'move' });
    const invited = await h.memberBeforeAppointment({ locale: 'en-US', unit: 'move', ref: 'invitation' });
    const referred = await h.memberBeforeAppointment({ locale: 'en-US', unit: 'move', ref: 'referral' });
    const terms = async (id: string) => (await receipts(id)).find((r) => r.consent_id === 'termsConsent');
    expect(await terms(standard.enrolmentId)).toMatchObject({ document: 'terms', document_variant: null, document_url: 'https://www.example.com/legal/terms' });
    expect(await terms(invited.enrolmentId)).toMatchObject({ document: 'referralTerms', document_variant: 'invitation' });
    expect((await terms(standard.enrolmentId))?.shown_sha256).not.toBe((await terms(invited.enrolmentId))?.shown_sha256);
    expect((await terms(invited.enrolmentId))?.shown_sha256).toBe((await terms(referred.enrolmentId))?.shown_sha256);
  });

  it.each([['friend'], ['Referral'], ['jane.doe@example.org'], ['referral\u0000'], [['referral']], [1]])('refuses a bogus ref %p and never logs it', async (ref) => {
    const before = h.logs.length;
    const res = await h.app.inject({ method: 'POST', url: '/member/enrolments', payload: { locale: 'en-US', ref } });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { code: string } }>().error.code).toMatch(/invalid/);
    const written = h.logs.slice(before).join('\n');
    if (typeof ref === 'string') expect(written).not.toContain(ref.replace('\u0000', ''));
  });
});
