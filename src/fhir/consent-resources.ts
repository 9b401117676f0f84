import type { Extension, FhirResource, Reference } from './fhir-types';
import { consentClassOf, EXTENSIONS, IDENTIFIER_SYSTEMS, OUR_BASE, SYSTEMS } from './fhir-codes';
import type { FhirReceipt, ResourceIds } from './fhir-enrolment';

/** The id of the Consent of a receipt: the same id its ISO/IEC TS 27560 record carries. */
export const consentIdOf = (receipt: FhirReceipt, ids: ResourceIds): string => ids(`consent:${receipt.key}`);

/** What the member was shown, in our extension: document, variant, version, our SHA-256 of the shown text, locale. */
function shownExtension(receipt: FhirReceipt): Extension {
  const part = (url: string, value: string | undefined): Extension[] => (value ? [{ url, valueString: value }] : []);
  return {
    url: EXTENSIONS.consentShown,
    extension: [
      ...part('document', receipt.document),
      ...part('variant', receipt.documentVariant),
      ...part('version', receipt.documentVersion),
      ...part('sha256', receipt.shownSha256),
      { url: 'locale', valueCode: receipt.locale },
    ],
  };
}

/**
 * One Consent per receipt, oldest first. An acceptance is `active` (provision permit) until a later receipt of the
 * same consent supersedes it, then `inactive`; a decline is `rejected`; a withdrawal is a new `active` Consent whose
 * provision denies, pointing at the Consent it supersedes through `sourceReference`. Each names the policy (the
 * document's address) and the time the server received it; `performers` names who decided each (a minor's guardian, or the member).
 */
export function consentResources(receipts: readonly FhirReceipt[], patient: Reference, performers: (receipt: FhirReceipt) => Reference[], ids: ResourceIds): FhirResource[] {
  return receipts.map((receipt, i) => {
    const id = consentIdOf(receipt, ids);
    const earlier = receipts.slice(0, i).filter((r) => r.consentId === receipt.consentId).pop();
    const superseded = receipts.slice(i + 1).some((r) => r.consentId === receipt.consentId);
    const { scope, category } = consentClassOf(receipt.consentId);
    const status = receipt.decision === 'declined' ? 'rejected' : superseded ? 'inactive' : 'active';
    return {
      resourceType: 'Consent',
      id,
      language: receipt.locale,
      extension: [shownExtension(receipt)],
      identifier: [{ system: IDENTIFIER_SYSTEMS.consentReceipt, value: `urn:uuid:${id}` }],
      status,
      scope: { coding: [{ system: SYSTEMS.consentScope, code: scope }] },
      category: [{ coding: [category] }],
      patient,
      dateTime: receipt.decidedAt,
      performer: performers(receipt),
      policy: [{ uri: receipt.documentUrl ?? `${OUR_BASE}/consents/${receipt.consentId}` }],
      ...(earlier ? { sourceReference: { reference: `urn:uuid:${consentIdOf(earlier, ids)}` } } : {}),
      provision: { type: receipt.decision === 'accepted' ? 'permit' : 'deny' },
    };
  });
}
