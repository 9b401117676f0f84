import type { ConsentRecordPolicy } from '../reference/consent-record-policy';
import { purposeOf } from '../reference/consent-record-policy';
import { marketOf } from '../reference/markets';
import { OUR_BASE } from './fhir-codes';
import { consentIdOf } from './consent-resources';
import { decidedByGuardian, textAnswer, type FhirEnrolment, type FhirReceipt, type ResourceIds } from './fhir-enrolment';

/** The version of ISO/IEC TS 27560 the records follow. */
export const CONSENT_RECORD_SCHEMA_VERSION = 'ISO/IEC TS 27560:2023';

/** What happened to a consent, in the record's events. */
export type ConsentEventType = 'given' | 'declined' | 'withdrawn';

/** One event of a consent record: when, what, by whom, and the state it left the consent in. */
export interface ConsentEvent {
  event_time: string;
  event_type: ConsentEventType;
  event_by: 'pii_principal' | 'guardian';
  event_state: 'active' | 'refused' | 'withdrawn';
}

/** One consent receipt as an ISO/IEC TS 27560 consent record (field names as the standard spells them). */
export interface ConsentRecord {
  schema_version: string;
  record_id: string;
  pii_principal_id: string;
  notice: { notice_id: string; version: string; hash: { algorithm: 'SHA-256'; value: string } | null; language: string; url: string };
  language: string;
  purposes: { purpose_id: string; purpose: string; lawful_basis: string }[];
  pii_controllers: { name: string; contact: string; country: string }[];
  jurisdiction: string;
  retention: { period: string; description: string };
  recipients: { name: string; role: string }[];
  withdrawal_method: { description: string; url: string };
  events: ConsentEvent[];
  supersedes_record_id?: string;
}

const TYPES: Record<FhirReceipt['decision'], [ConsentEventType, ConsentEvent['event_state']]> = {
  accepted: ['given', 'active'], declined: ['declined', 'refused'], withdrawn: ['withdrawn', 'withdrawn'],
};

function eventOf(receipt: FhirReceipt, by: ConsentEvent['event_by']): ConsentEvent {
  const [event_type, event_state] = TYPES[receipt.decision];
  return { event_time: receipt.decidedAt, event_type, event_by: by, event_state };
}

/**
 * Each receipt of the enrolment as an ISO/IEC TS 27560 record, oldest first, with the id of its FHIR Consent. The
 * notice is what the member was shown (a withdrawal names the notice of the consent it withdraws); the controller,
 * jurisdiction, retention, recipients and withdrawal method those of the market of the answer to `marketField` in
 * `policy`. An acceptance a later withdrawal ended lists that withdrawal among its events; a minor's decisions are
 * the guardian's (as recorded with each; older receipts: when a guardian was named).
 */
export function consentRecords(enrolment: FhirEnrolment, marketField: string | undefined, policy: ConsentRecordPolicy, ids: ResourceIds): ConsentRecord[] {
  const country = marketField ? textAnswer(enrolment, marketField) : undefined;
  const legal = policy.markets[country ? marketOf(country) : 'OTHER'];
  const receipts = enrolment.receipts;
  return receipts.map((receipt, i) => {
    const by: ConsentEvent['event_by'] = decidedByGuardian(enrolment, receipt) ? 'guardian' : 'pii_principal';
    const earlier = receipts.slice(0, i).filter((r) => r.consentId === receipt.consentId).pop();
    const shown = receipt.decision === 'withdrawn' && earlier ? earlier : receipt;
    const next = receipts.slice(i + 1).find((r) => r.consentId === receipt.consentId);
    // A withdrawal is recorded by staff on the member's word: it is still the member's decision.
    const ended = receipt.decision === 'accepted' && next?.decision === 'withdrawn' ? [eventOf(next, by)] : [];
    return {
      schema_version: CONSENT_RECORD_SCHEMA_VERSION,
      record_id: consentIdOf(receipt, ids),
      pii_principal_id: enrolment.id,
      notice: {
        notice_id: shown.document ?? receipt.consentId,
        version: shown.documentVersion ?? enrolment.flowVersion,
        hash: shown.shownSha256 ? { algorithm: 'SHA-256', value: shown.shownSha256 } : null,
        language: shown.locale,
        url: shown.documentUrl ?? `${OUR_BASE}/consents/${receipt.consentId}`,
      },
      language: receipt.locale,
      purposes: [{ purpose_id: receipt.consentId, purpose: purposeOf(policy, receipt.consentId), lawful_basis: legal.lawfulBasis }],
      pii_controllers: [{ ...legal.controller }],
      jurisdiction: legal.jurisdiction,
      retention: { ...legal.retention },
      recipients: legal.recipients.map((r) => ({ ...r })),
      withdrawal_method: { description: legal.withdrawal.method, url: legal.withdrawal.url },
      events: [eventOf(receipt, by), ...ended],
      ...(earlier ? { supersedes_record_id: consentIdOf(earlier, ids) } : {}),
    };
  });
}
