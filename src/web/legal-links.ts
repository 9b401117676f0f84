import links from '../../config/links.json';
import { documentLocale } from '../reference/destinations';

/** A legal document as the consent widget links it: its name (title key `documents.<name>`), address and version. */
export interface LegalLink {
  document: string;
  url: string;
  version: string;
}

type PerLocale = { version: string; en: string; es: string; 'fr-CA': string; pt: string };
type LegalDocument = PerLocale & { variants?: Record<string, PerLocale>; partners?: string[] };

const LEGAL = links.legal as Record<string, LegalDocument>;

function linkOf(document: string, entry: PerLocale, uiLanguage: string): LegalLink {
  return { document, url: entry[documentLocale(uiLanguage)], version: entry.version };
}

/**
 * The documents a consent shows (config/links.json): the document in the member's document locale,
 * the unit's own variant when there is one (the IRB consent of bloom), and the partner clinical
 * groups' documents listed with it.
 */
export function consentDocuments(document: string, uiLanguage: string, unit: string | undefined): { main?: LegalLink; partners: LegalLink[] } {
  const entry = LEGAL[document];
  if (!entry) return { partners: [] };
  const variant = unit ? entry.variants?.[unit] : undefined;
  const partners = (entry.partners ?? []).flatMap((name) => {
    const partner = LEGAL[name];
    return partner ? [linkOf(name, partner, uiLanguage)] : [];
  });
  return { main: linkOf(document, variant ?? entry, uiLanguage), partners };
}
