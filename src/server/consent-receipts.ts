import { createHash } from 'crypto';
import type { Field, StepAnswers } from '../flow/flow-types';
import { legalDocumentUrl } from '../reference/destinations';
import { legalDocumentVersion } from '../reference/legal-document-version';
import { translate } from './translations';

/** One consent decision as recorded: what was decided, on which document, and a hash of what was shown. */
export interface ConsentReceipt {
  consentId: string;
  decision: 'accepted' | 'declined';
  document?: string;
  documentUrl?: string;
  documentVersion?: string;
  shownSha256: string;
}

/**
 * The receipts of a step's consent fields. What was shown is the statement (the field's label) and the
 * document's title, address and version in the member's locale; its SHA-256 proves later what was agreed to.
 */
export function consentReceipts(fields: Field[], answers: StepAnswers, locale: string): ConsentReceipt[] {
  return fields
    .filter((field) => field.type === 'consent')
    .map((field) => {
      const documentUrl = field.document ? legalDocumentUrl(field.document, locale) : undefined;
      const documentVersion = field.document ? legalDocumentVersion(field.document) : undefined;
      const shown = [translate(locale, field.labelKey), field.document ? translate(locale, `documents.${field.document}`) : '', documentUrl ?? '', documentVersion ?? ''].join('\n');
      return {
        consentId: field.name,
        decision: answers[field.name] === true ? 'accepted' : 'declined',
        ...(field.document ? { document: field.document } : {}),
        ...(documentUrl ? { documentUrl } : {}),
        ...(documentVersion ? { documentVersion } : {}),
        shownSha256: createHash('sha256').update(shown).digest('hex'),
      };
    });
}
