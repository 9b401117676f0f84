import Ajv from 'ajv';
import linksSchema from '../../schemas/links.schema.json';
import type { FlowConfig } from './flow-types';
import type { FlowProblem } from './flow-problem';
import { didYouMean } from './did-you-mean';

const validateLinks = new Ajv({ allErrors: true, strict: false }).compile(linksSchema);

/** Checks config/links.json against its schema (pointers into that file). */
export function checkLinksFile(links: unknown): FlowProblem[] {
  if (validateLinks(links)) return [];
  return (validateLinks.errors ?? []).map((e) => ({
    pointer: e.instancePath,
    code: 'invalid_links' as const,
    message: `config/links.json ${e.instancePath || '/'} ${e.message ?? 'is invalid'}; see schemas/links.schema.json.`,
  }));
}

/** Checks that every consent's `document` names a legal document of config/links.json. */
export function checkDocuments(flow: FlowConfig, links: { legal?: Record<string, unknown> }): FlowProblem[] {
  const known = Object.keys(links.legal ?? {});
  return flow.steps.flatMap((step, i) =>
    (step.fields ?? []).flatMap((field, j) =>
      field.document !== undefined && !known.includes(field.document)
        ? [{ pointer: `/steps/${i}/fields/${j}/document`, code: 'unknown_document' as const, message: `Document '${field.document}' is not in config/links.json "legal"; add it there (with its address per locale) or use one of: ${known.join(', ')}.${didYouMean(field.document, known)}` }]
        : [],
    ),
  );
}
