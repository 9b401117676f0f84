import { createHash } from 'crypto';
import { consentDecision } from '../../flow/consent-decision';
import type { Field, StepAnswers } from '../../flow/flow-types';
import { consentDocuments, type LegalLink } from '../../reference/consent-documents';
import type { Arrival } from '../../reference/referral';
import { translate } from '../translations';
import { shownLabelKey } from '../../flow/minors';

/** One consent decision as recorded: what was decided, on exactly which document, and a hash of what was shown. */
export interface ConsentReceipt {
  consentId: string;
  decision: 'accepted' | 'declined';
  document?: string;
  documentVariant?: string;
  documentUrl?: string;
  documentVersion?: string;
  shownSha256: string;
  /** Who decided: the member, or the guardian of a minor. */
  decidedBy: 'member' | 'guardian';
}

const linkText = (locale: string, link: LegalLink) => [translate(locale, `documents.${link.document}`), link.url, link.version].join('\n');

/**
 * The receipts of a step's consent fields, in the language the page showed them (`locale`), for the member's
 * unit and arrival (invitation or referral). The documents come from the same function the consent
 * widget uses, so a receipt names the document, variant, address and version the member was shown (the
 * invitation/referral document when it replaced the standard one); the SHA-256 covers the statement (the field's
 * label) and every document shown with it (title, address and version), the partners' documents included.
 */
export function consentReceipts(fields: Field[], answers: StepAnswers, locale: string, unit: string | undefined, arrival?: Arrival, decidedBy: ConsentReceipt['decidedBy'] = 'member', guardianWording = false): ConsentReceipt[] {
  return fields
    .filter((field) => field.type === 'consent')
    .map((field) => {
      const { main, partners } = field.document ? consentDocuments(field.document, locale, unit, arrival) : { main: undefined, partners: [] };
      // A minor's consents were shown to the guardian in the guardian's words: the hash covers those.
      const shown = [translate(locale, shownLabelKey(field, guardianWording)), ...[main, ...partners].map((link) => (link ? linkText(locale, link) : ''))].join('\n');
      return {
        consentId: field.name,
        decision: consentDecision(answers[field.name]),
        ...(field.document ? { document: main?.document ?? field.document } : {}),
        ...(main?.variant ? { documentVariant: main.variant } : {}),
        ...(main ? { documentUrl: main.url, documentVersion: main.version } : {}),
        shownSha256: createHash('sha256').update(shown).digest('hex'),
        decidedBy,
      };
    });
}
