import fs from 'fs';
import path from 'path';
import { createSchemaUtils, retrieveSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { loadFlow } from '../flow/load-flow';
import { compileStep, stepVariants } from '../flow/compile-step';
import schemaUri, { SchemaReferenceError } from './schema-uri';

// As the page's bundle does (webpack.config.js): rjsf's lookups below go through the page's resolver (rjsf's
// CommonJS build takes the module itself as the default export).
jest.mock('fast-uri', () => jest.requireActual('./schema-uri').default);
const fastUri = jest.requireActual<{ resolve(base: string, reference: string): string; equal(a: string, b: string): boolean }>('fast-uri');

const flowsDir = path.resolve(__dirname, '../../flows');

/** Every `$ref` and `$id` anywhere in a schema, with the path where it sits. */
function references(value: unknown, at = '#'): { at: string; key: string; value: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => references(item, `${at}/${index}`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(key === '$ref' || key === '$id' ? [{ at, key, value: inner }] : []),
    ...references(inner, `${at}/${key}`),
  ]);
}

describe('the page\'s URI resolver for rjsf (src/platform/schema-uri.ts)', () => {
  it('is enough for every schema the build compiles: no flow\'s step holds a $id, and any $ref is a fragment', () => {
    const files = fs.readdirSync(flowsDir).filter((file) => file.endsWith('.json'));
    expect(files.length).toBeGreaterThan(0);
    let variants = 0;
    for (const file of files) {
      const flow = loadFlow(JSON.parse(fs.readFileSync(path.join(flowsDir, file), 'utf8')));
      for (const step of flow.steps.filter((s) => s.kind === 'form')) {
        for (const visible of stepVariants(step)) {
          variants += 1;
          const found = references(compileStep(visible).schema);
          expect(found.filter(({ key, value }) => key === '$id' || typeof value !== 'string' || !value.startsWith('#'))).toEqual([]);
        }
      }
    }
    expect(variants).toBeGreaterThan(10);
  });

  it('resolves fragments as fast-uri does against the base rjsf gives', () => {
    for (const reference of ['#', '#/definitions/a', '#/properties/a%20b', '#/properties/a b', '#/$defs/ü', '#/a"b<c>`d', '#/~1x~0y']) {
      expect(schemaUri.resolve('#', reference)).toBe(fastUri.resolve('#', reference));
      expect(schemaUri.equal(reference, reference)).toBe(fastUri.equal(reference, reference));
    }
    expect(schemaUri.equal('#/a', '#/b')).toBe(false);
  });

  it('refuses, with a named error saying what to do, a reference it would resolve differently', () => {
    for (const [base, reference] of [['#', 'other.json#/a'], ['https://example.org/s.json', '#/a'], ['#', 'https://example.org/s.json'], ['#', '']]) {
      expect(() => schemaUri.resolve(base, reference)).toThrow(SchemaReferenceError);
    }
    expect(() => schemaUri.equal('https://example.org/a', 'https://example.org/a')).toThrow(/fragment references/);
  });

  it('serves rjsf\'s own lookups in a draft 2020-12 schema, the only kind rjsf resolves with it', () => {
    const schema = { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', $defs: { name: { type: 'string', maxLength: 5 } }, properties: { first: { $ref: '#/$defs/name' } } } as const;
    const utils = createSchemaUtils(validator, schema);
    const root = utils.getRootSchema() as typeof schema;
    expect(root.properties.first).toEqual({ $ref: '#/$defs/name' });
    expect(retrieveSchema(validator, root.properties.first, root)).toMatchObject({ type: 'string', maxLength: 5 });
  });
});
