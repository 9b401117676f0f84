import metaSchema from '../../schemas/flow.schema.json';

/** Every property the flow format defines, with the path where it is defined. */
function properties(node: unknown, path: string): [string, Record<string, unknown>][] {
  if (typeof node !== 'object' || node === null) return [];
  const out: [string, Record<string, unknown>][] = [];
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'properties' || key === 'patternProperties') && typeof value === 'object' && value !== null) {
      for (const [name, schema] of Object.entries(value)) out.push([`${path}/${name}`, schema as Record<string, unknown>]);
    }
    out.push(...properties(value, `${path}/${key}`));
  }
  return out;
}

describe('schemas/flow.schema.json', () => {
  it('describes every key, so editors can explain it', () => {
    const undocumented = properties(metaSchema, '').filter(([, schema]) => typeof schema.description !== 'string' && typeof schema.$ref !== 'string').map(([path]) => path);
    expect(undocumented).toEqual([]);
  });
});
