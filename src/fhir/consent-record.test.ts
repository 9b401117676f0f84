import { CONSENT_RECORD_POLICY } from '../reference/consent-record-policy';
import { consentRecords } from './consent-record';
import type { FhirEnrolment, FhirReceipt } from './fhir-enrolment';

const ids = (key: string) => `id-of-${key}`;
const receipt = (key: string, consentId: string, decision: FhirReceipt['decision'], extra: Partial<FhirReceipt> = {}): FhirReceipt => ({ key, consentId, decision, locale: 'pt-PT', decidedAt: `2026-01-0${key}T10:00:00.000Z`, ...extra });
const enrolment = (receipts: FhirReceipt[], answers: FhirEnrolment['answers'] = {}): FhirEnrolment => ({
  id: 'e1', flowId: 'onboarding', flowVersion: 'v7', locale: 'pt-PT', createdAt: '2026-01-01T00:00:00.000Z', submittedAt: '2026-01-02T00:00:00.000Z', answers, receipts, booking: null,
});

describe('consentRecords', () => {
  it('gives a member without a market answer the OTHER market, and a consent the policy does not know the general purpose', () => {
    const [record] = consentRecords(enrolment([receipt('1', 'newConsent', 'accepted')]), 'country', CONSENT_RECORD_POLICY, ids);
    expect(record.jurisdiction).toBe(CONSENT_RECORD_POLICY.markets.OTHER.jurisdiction);
    expect(record.purposes[0]).toEqual({ purpose_id: 'newConsent', purpose: CONSENT_RECORD_POLICY.otherPurpose, lawful_basis: CONSENT_RECORD_POLICY.markets.OTHER.lawfulBasis });
  });

  it('versions a statement without a document by the flow version, and says null for a hash never taken', () => {
    const [record] = consentRecords(enrolment([receipt('1', 'minorsConsent', 'accepted')], { country: 'GB' }), 'country', CONSENT_RECORD_POLICY, ids);
    expect(record.notice).toMatchObject({ notice_id: 'minorsConsent', version: 'v7', hash: null });
    expect(record.jurisdiction).toBe('GB');
  });

  it('lets a withdrawal name the notice it withdraws and ends the acceptance with it; a later acceptance supersedes the withdrawal', () => {
    const shown = { document: 'irb', documentVersion: '2024-01', documentUrl: 'https://example.org/irb', shownSha256: 'a'.repeat(64) };
    const records = consentRecords(enrolment([receipt('1', 'irbConsent', 'accepted', shown), receipt('2', 'irbConsent', 'withdrawn', { document: 'irb' }), receipt('3', 'irbConsent', 'accepted', shown)], { country: 'PT' }), 'country', CONSENT_RECORD_POLICY, ids);
    expect(records.map((r) => [r.record_id, r.supersedes_record_id, r.events.map((e) => e.event_type)])).toEqual([
      ['id-of-consent:1', undefined, ['given', 'withdrawn']],
      ['id-of-consent:2', 'id-of-consent:1', ['withdrawn']],
      ['id-of-consent:3', 'id-of-consent:2', ['given']],
    ]);
    expect(records[1].notice).toEqual(records[0].notice);
    expect(records[1].notice.hash).toEqual({ algorithm: 'SHA-256', value: 'a'.repeat(64) });
  });

  it('gives no record for no receipt', () => {
    expect(consentRecords(enrolment([]), 'country', CONSENT_RECORD_POLICY, ids)).toEqual([]);
  });
});
