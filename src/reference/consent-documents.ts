import links from '../../config/links.json';
import { documentLocale } from './destinations';
import type { Arrival } from './referral';
import type { DocumentLocale } from './ui-languages';

/** A legal document as a consent shows it: its name (title key `documents.<name>`), address, version and locale. */
export interface LegalLink {
  document: string;
  url: string;
  version: string;
  /** The document locale the address points at (config/links.json: en, es, fr-CA, pt). */
  locale: DocumentLocale;
  /** The unit whose own variant this is (the IRB consent of bloom), or the arrival (invitation, referral) that chose it. */
  variant?: string;
}

/** Everything one consent shows besides its statement: the main document and the partners' documents. */
export interface ConsentDocuments {
  main?: LegalLink;
  partners: LegalLink[];
}

type PerLocale = { version: string } & Record<DocumentLocale, string>;
type LegalDocument = PerLocale & { variants?: Record<string, PerLocale>; partners?: string[]; arrivals?: Partial<Record<Arrival, string>> };

const LEGAL = links.legal as Record<string, LegalDocument>;

const own = <T>(record: Record<string, T> | undefined, key: string | undefined): T | undefined =>
  record && key !== undefined && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;

function linkOf(document: string, entry: PerLocale, uiLanguage: string, variant?: string): LegalLink {
  const locale = documentLocale(uiLanguage);
  return { document, url: entry[locale], version: entry.version, locale, ...(variant ? { variant } : {}) };
}

/**
 * The documents a consent shows (config/links.json): the document in the member's document locale, the
 * invitation/referral document instead when the member arrived by one (`arrivals`), else the unit's own
 * variant when there is one (the IRB consent of bloom), and the partner clinical groups' documents listed with it.
 * The page shows exactly this and the server's receipt records exactly this, so the two cannot disagree.
 */
export function consentDocuments(document: string, uiLanguage: string, unit: string | undefined, arrival?: Arrival): ConsentDocuments {
  const standard = own(LEGAL, document);
  if (!standard) return { partners: [] };
  const replacement = own(standard.arrivals, arrival);
  const shownName = replacement && own(LEGAL, replacement) ? replacement : document;
  const entry = LEGAL[shownName];
  const variant = shownName !== document ? arrival : own(entry.variants, unit) ? unit : undefined;
  const partners = (entry.partners ?? []).flatMap((name) => {
    const partner = own(LEGAL, name);
    return partner ? [linkOf(name, partner, uiLanguage)] : [];
  });
  const shown = shownName === document && variant ? entry.variants![variant] : entry;
  return { main: linkOf(shownName, shown, uiLanguage, variant), partners };
}
