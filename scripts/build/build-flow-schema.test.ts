import fs from 'fs';
import onboarding from '../../flows/onboarding.json';
import links from '../../config/links.json';
import { FIELD_TYPES } from '../../src/flow/field-types';
import { VALIDATION_RULES } from '../../src/flow/validation-rules';
import { FLOW_SCHEMA_FILE, buildFlowSchema, flowSchemaText } from './build-flow-schema';

type Node = Record<string, Record<string, unknown>>;
const schema = buildFlowSchema() as { definitions: Record<string, { properties: Node; oneOf?: { properties: Node }[] }> };
const field = schema.definitions.field.properties;

describe('schemas/flow.schema.json', () => {
  it('is what the code generates (else: run npm run build:flow-schema)', () => {
    const committed = fs.readFileSync(FLOW_SCHEMA_FILE, 'utf8');
    if (committed !== flowSchemaText()) throw new Error('schemas/flow.schema.json is stale: run npm run build:flow-schema and commit the result.');
  });

  it('lists every VALIDATIONS.* rule as a property with its description', () => {
    for (const [name, rule] of Object.entries(VALIDATION_RULES)) {
      expect(field[`VALIDATIONS.${name}`]?.description).toBe(rule.description);
    }
    expect(field['VALIDATIONS.patternMessage']).toBeDefined();
  });

  it('enumerates field types, lists, documents and flags from the code, the links and the flow', () => {
    expect(field.type.enum).toEqual(Object.keys(FIELD_TYPES));
    expect(field.type.enum).toContain('choice');
    expect(field.list.examples).toEqual(expect.arrayContaining(['full', 'supported', 'country', 'north-america']));
    expect(field.document.examples).toEqual(Object.keys(links.legal));
    const flag = schema.definitions.condition.oneOf?.find((branch) => 'flag' in branch.properties)?.properties.flag;
    expect(flag?.examples).toEqual(Object.keys(onboarding.flags));
  });
});
