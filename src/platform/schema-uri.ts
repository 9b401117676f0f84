/**
 * What @rjsf/utils asks of a URI library, for the page: the step schemas the build compiles carry no `$id` and no
 * `$ref` but a fragment of their own (`#/…`), so resolving is the fragment itself, as fast-uri gives it against the
 * base `#` rjsf uses. The full library (≈ 6.6 KB compressed) stayed in the first chunk for references no schema makes;
 * webpack gives rjsf this module instead (webpack.config.js), and src/platform/schema-uri.test.ts checks every
 * flow's compiled schemas and that the answers agree with fast-uri's.
 */

/** A schema asked for a reference the page does not resolve: the step schemas must stay self-contained. */
export class SchemaReferenceError extends Error {
  constructor(what: string) {
    super(`A step schema used ${what}; the page resolves only fragment references (#/…) within one schema. Inline the definition in the flow's field instead.`);
    this.name = 'SchemaReferenceError';
  }
}

const isFragment = (reference: string) => typeof reference === 'string' && reference.startsWith('#');

function resolve(base: string, reference: string): string {
  // The URL parser percent-encodes a fragment as fast-uri does (a non-ASCII letter, a space).
  if (isFragment(reference) && (base === '#' || base === '' || base === undefined)) return new URL(reference, 'https://schema.invalid/').hash || '#';
  throw new SchemaReferenceError(`the reference ${JSON.stringify(reference)} against ${JSON.stringify(base)}`);
}

function equal(a: string, b: string): boolean {
  if (isFragment(a) && isFragment(b)) return a === b;
  throw new SchemaReferenceError(`the identifier ${JSON.stringify(a)}`);
}

const schemaUri = { resolve, equal };
export default schemaUri;
