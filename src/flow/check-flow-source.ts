import Ajv, { type ErrorObject } from 'ajv';
import metaSchema from '../../schemas/flow.schema.json';
import type { FlowConfig } from './flow-types';
import type { FlowProblem } from './flow-problem';
import { checkFlow, type LocaleKeys } from './check-flow';
import { explorePaths, type Exploration } from './explore-paths';
import { loadFlow } from './load-flow';
import { checkDocuments } from './check-links';
import defaultLinks from '../../config/links.json';
import { sourceLocations } from './source-locations';
import { JsonSyntaxError } from './json-syntax-error';
import { placeProblems } from './format-problem';
import { MARKET_NAMES } from './value-sets';

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

/**
 * As checkFlowSource, also telling how many combinations and distinct paths the path check explored.
 * Every problem carries its line and column in `text` and the id of its step and name of its field.
 */
export function checkFlowSourceWithStats(text: string, locales: LocaleKeys, links: unknown = defaultLinks): { problems: FlowProblem[]; exploration?: Omit<Exploration, 'problems' | 'paths'> } {
  const syntax = syntaxProblem(text);
  if (syntax) return { problems: [syntax] };
  const parsed = JSON.parse(text) as FlowConfig;
  const locations = sourceLocations(text);
  const place = (problems: FlowProblem[]) => placeProblems(problems, parsed, locations);
  const problems = checkSource(parsed, locales);
  const wellFormed = problems.every((p) => p.code !== 'invalid_json' && p.code !== 'schema_violation');
  if (wellFormed) problems.push(...checkDocuments(parsed, links as { legal?: Record<string, unknown> }));
  if (problems.length > 0) return { problems: place(problems) };
  const exploration = explorePaths(loadFlow(parsed));
  return { problems: place(exploration.problems), exploration: { scenarios: exploration.scenarios, distinctPaths: exploration.distinctPaths, states: exploration.states } };
}

/** The first syntax error of the text, with its line, column and what to do; undefined when it is JSON. */
function syntaxProblem(text: string): FlowProblem | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    try {
      sourceLocations(text);
    } catch (located) {
      if (located instanceof JsonSyntaxError) {
        return { pointer: '', code: 'invalid_json', line: located.line, column: located.column, message: `The file is not valid JSON: ${located.reason}.` };
      }
    }
    return { pointer: '', code: 'invalid_json', message: `The file is not valid JSON (${(error as Error).message}); fix the syntax.` };
  }
}

/** A copy with unknown markets replaced, so the schema leaves them to check-flows' unknown_market. */
function withKnownMarkets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withKnownMarkets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, key === 'market' && Array.isArray(v) ? (v as unknown[]).map((m) => (typeof m !== 'string' || MARKET_NAMES.includes(m) ? m : MARKET_NAMES[0])) : withKnownMarkets(v)]));
}

function checkSource(parsed: unknown, locales: LocaleKeys): FlowProblem[] {
  if (!validateMeta(withKnownMarkets(parsed))) {
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
