import policy from './consent-record-policy.json';
import type { Market } from './markets';

/** The product and legal data of a consent record in one market (placeholders until legal review). */
export interface MarketConsentPolicy {
  controller: { name: string; contact: string; country: string };
  jurisdiction: string;
  lawfulBasis: string;
  retention: { period: string; description: string };
  recipients: readonly { name: string; role: string }[];
  withdrawal: { method: string; url: string };
}

/** The consent record policy: purposes per consent field and the legal data per market. */
export interface ConsentRecordPolicy {
  review: string;
  purposes: Readonly<Record<string, string>>;
  otherPurpose: string;
  markets: Readonly<Record<Market, MarketConsentPolicy>>;
}

/** The shipped policy (src/reference/consent-record-policy.json, schemas/consent-record-policy.schema.json). */
export const CONSENT_RECORD_POLICY: ConsentRecordPolicy = policy;

/** The purpose of a consent field, or the general one for a field the policy does not name. */
export const purposeOf = (p: ConsentRecordPolicy, consentId: string): string =>
  Object.prototype.hasOwnProperty.call(p.purposes, consentId) ? p.purposes[consentId] : p.otherPurpose;
