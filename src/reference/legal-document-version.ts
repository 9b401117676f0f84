import links from '../../config/links.json';

/** The version of a legal document in config/links.json (`version`), or undefined when none is given. */
export function legalDocumentVersion(document: string): string | undefined {
  const entry = (links.legal as Record<string, { version?: unknown }>)[document];
  return typeof entry?.version === 'string' ? entry.version : undefined;
}
