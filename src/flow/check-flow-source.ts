import Ajv, { type ErrorObject } from 'ajv';
import metaSchema from '../../schemas/flow.schema.json';
import type { FlowConfig } from './flow-types';
import type { FlowProblem } from './flow-problem';
import { checkFlow, type LocaleKeys } from './check-flow';
import { explorePaths, type Exploration } from './explore-paths';
import { loadFlow } from './load-flow';
import { checkDocuments } from './check-links';
import defaultLinks from '../../config/links.json';

const ajv = new Ajv({ allErrors: true, strict: false });
const validateMeta = ajv.compile(metaSchema);

// The semantic checker names these better (unknown_widget, unknown_validation_*), so the meta-schema's word is dropped.
function coveredBySemantics(error: ErrorObject): boolean {
  if (error.keyword === 'enum' && /\/fields\/\d+\/type$/.test(error.instancePath)) return true;
  if (error.keyword === 'additionalProperties' && /\/fields\/\d+$/.test(error.instancePath)) return true;
  return /\/fields\/\d+\/[^/]*\.[^/]*$/.test(error.instancePath);
}

function describe(error: ErrorObject): string {
  const extra = error.keyword === 'additionalProperties' ? ` ('${String(error.params.additionalProperty)}')` : '';
  const allowed = error.keyword === 'enum' ? `: ${(error.params.allowedValues as unknown[]).join(', ')}` : '';
  return `${error.message ?? 'is invalid'}${extra}${allowed}; see schemas/flow.schema.json.`;
}

/** Checks the text of one flow file: JSON syntax, the meta-schema, the semantic rules, then every path. */
export function checkFlowSource(text: string, locales: LocaleKeys, links: unknown = defaultLinks): FlowProblem[] {
  return checkFlowSourceWithStats(text, locales, links).problems;
}

/** As checkFlowSource, also telling how many scenarios and distinct paths the path check explored. */
export function checkFlowSourceWithStats(text: string, locales: LocaleKeys, links: unknown = defaultLinks): { problems: FlowProblem[]; exploration?: Omit<Exploration, 'problems'> } {
  const problems = checkSource(text, locales);
  const wellFormed = problems.every((p) => p.code !== 'invalid_json' && p.code !== 'schema_violation');
  if (wellFormed) problems.push(...checkDocuments(JSON.parse(text) as FlowConfig, links as { legal?: Record<string, unknown> }));
  if (problems.length > 0) return { problems };
  const exploration = explorePaths(loadFlow(JSON.parse(text)));
  return { problems: exploration.problems, exploration: { scenarios: exploration.scenarios, distinctPaths: exploration.distinctPaths } };
}

function checkSource(text: string, locales: LocaleKeys): FlowProblem[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return [{ pointer: '', code: 'invalid_json', message: `The file is not valid JSON (${(error as Error).message}); fix the syntax.` }];
  }
  if (!validateMeta(parsed)) {
    const errors = (validateMeta.errors ?? []).filter((e) => !coveredBySemantics(e));
    // oneOf failures of a condition repeat every branch's complaint; the most specific ones are kept.
    const meaningful = errors.filter((e) => e.keyword !== 'oneOf' || errors.length === 1);
    if (meaningful.length > 0) {
      const unique = new Map(meaningful.map((e) => [`${e.instancePath} ${describe(e)}`, e]));
      return [...unique.values()].map((e) => ({ pointer: e.instancePath, code: 'schema_violation', message: describe(e) }));
    }
  }
  return checkFlow(parsed as FlowConfig, locales);
}
