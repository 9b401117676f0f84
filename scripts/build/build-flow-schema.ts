import fs from 'fs';
import path from 'path';
import links from '../../config/links.json';
import onboarding from '../../flows/onboarding.json';
import markets from '../../src/reference/markets.json';
import { AUTOCOMPLETE_TOKENS } from '../../src/flow/autocomplete-tokens';
import { FIELD_TYPES, MAX_RADIO_OPTIONS } from '../../src/flow/field-types';
import { KNOWN_FORMATS, VALIDATION_RULES, type RuleValue } from '../../src/flow/validation-rules';
import { conditionDefinition } from './flow-schema-conditions';

type Schema = Record<string, unknown>;

/** The committed schema this script writes. */
export const FLOW_SCHEMA_FILE = path.resolve(__dirname, '../../schemas/flow.schema.json');

const NAME = '^[a-z][A-Za-z0-9]*$';
const ID = '^[a-z][a-z0-9-]*$';

// How each kind of rule value is written in a flow file.
const RULE_VALUE_SCHEMA: Record<RuleValue, Schema> = {
  boolean: { type: 'boolean' },
  integer: { type: 'integer', minimum: 0 },
  number: { type: 'number' },
  regex: { type: 'string', minLength: 1 },
  format: { enum: [...KNOWN_FORMATS] },
  field: { type: 'string', minLength: 1 },
  translationKey: { type: 'string', minLength: 1 },
};

/** Every `VALIDATIONS.<rule>` as a property (editors suggest them), and the same rules under any other prefix. */
function ruleProperties(prefix: string): { properties: Schema; patternProperties: Schema } {
  const rules = Object.entries(VALIDATION_RULES);
  return {
    properties: Object.fromEntries(rules.map(([name, rule]) => [`${prefix}.${name}`, { ...RULE_VALUE_SCHEMA[rule.value], description: rule.description }])),
    patternProperties: Object.fromEntries(rules.map(([name, rule]) => [`^[A-Za-z_]+\\.${name}$`, { ...RULE_VALUE_SCHEMA[rule.value], description: `${rule.description} (under a flow's own validationPrefix)` }])),
  };
}

function listDescription(): string {
  const offered = Object.entries(FIELD_TYPES).filter(([, type]) => type.lists).map(([name, type]) => `${name}: ${Object.keys(type.lists ?? {}).map((list, i) => (i === 0 ? `\`${list}\` (the default)` : `\`${list}\``)).join(' or ')}`);
  return `Which list a picker offers. ${offered.join('; ')}.`;
}

function fieldDefinition(prefix: string): Schema {
  const lists = [...new Set(Object.values(FIELD_TYPES).flatMap((type) => Object.keys(type.lists ?? {})))];
  const rules = ruleProperties(prefix);
  return {
    type: 'object',
    required: ['name', 'type', 'labelKey'],
    properties: {
      name: { type: 'string', pattern: NAME, description: 'Unique name of the answer across the whole flow (camelCase).' },
      type: {
        enum: Object.keys(FIELD_TYPES),
        description: `What is asked; picks the widget and the reference data. ${Object.entries(FIELD_TYPES).map(([name, type]) => `${name}: ${type.description}`).join(' ')}`,
      },
      labelKey: { type: 'string', minLength: 1, description: "Translation key of the field's label." },
      hintKey: { type: 'string', minLength: 1, description: 'Translation key of a hint shown under the label.' },
      // Suggested, not enforced: check-flows names an unknown one (unknown_document, invalid_list) with the allowed values.
      document: { type: 'string', minLength: 1, examples: Object.keys(links.legal), description: 'For consents: the legal document (a key of config/links.json `legal`) the member accepts.' },
      list: { type: 'string', examples: lists, description: listDescription() },
      options: {
        type: 'array',
        items: {
          type: 'object', required: ['value', 'labelKey'], additionalProperties: false,
          properties: {
            value: { type: 'string', pattern: '^[A-Za-z0-9_-]+$', description: 'The answer stored when this option is chosen (letters, digits, - and _); conditions compare with it.' },
            labelKey: { type: 'string', minLength: 1, description: 'Translation key of the option, present in every file of locales/.' },
          },
        },
        description: `For \`choice\` fields: the options in display order (at least 2). One answer shows radios up to ${MAX_RADIO_OPTIONS} options, a select above.`,
      },
      multiple: { type: 'boolean', default: false, description: 'For `choice` fields: the member may choose several options (checkboxes); the answer is a list.' },
      when: { $ref: '#/definitions/condition', description: 'Show the field only when this holds (may read flags and answers of earlier steps).' },
      autocomplete: { enum: [...AUTOCOMPLETE_TOKENS], description: "The HTML autofill token of a text field (given-name, family-name, email, tel, bday...), so the browser can fill in the member's own details (WCAG 1.3.5)." },
      dependsOn: {
        type: 'array', minItems: 1, uniqueItems: true,
        items: { type: 'string', pattern: NAME, description: 'The name of a field of an earlier step (e.g. `unit`, also set by the ?unit= address).' },
        description: 'The earlier answers this answer is only valid for: when one of them changes, this answer is dropped and its step asked again before review (`regionOf` implies one on its field).',
      },
      ...rules.properties,
    },
    patternProperties: rules.patternProperties,
    additionalProperties: false,
  };
}

/** The flow meta-schema, built from the engine's own tables (field types, rules, lists, documents, flags, tokens). */
export function buildFlowSchema(): Schema {
  const prefix = 'VALIDATIONS';
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://onboarding.local/schemas/flow.schema.json',
    title: 'Onboarding flow',
    description: 'One member flow: its feature flags and its ordered steps. Product staff edit this file; `npm run check-flows` checks it. Generated by `npm run build:flow-schema` from the code; do not edit.',
    type: 'object',
    required: ['id', 'version', 'flags', 'steps'],
    additionalProperties: false,
    properties: {
      $schema: { type: 'string', description: 'Path to this schema, so editors autocomplete and underline mistakes.' },
      id: { type: 'string', pattern: ID, description: 'Short name of the flow, lower case with dashes.' },
      version: { type: 'string', minLength: 1, description: 'Version of this flow; recorded with every enrolment that starts on it.' },
      validationPrefix: { type: 'string', pattern: '^[A-Za-z_]+$', default: prefix, description: `Prefix of the validation keys of fields, e.g. ${prefix} for \`${prefix}.required\`.` },
      flags: {
        type: 'object',
        description: 'Feature flags this flow reads, with their defaults. Configuration can override them at run time (FLAG_<NAME>=true|false; a name the flow does not declare stops the server).',
        additionalProperties: { $ref: '#/definitions/flag' },
        propertyNames: { pattern: NAME },
      },
      minors: {
        type: 'object', required: ['guardianStep', 'birthDateField', 'ageOfConsent'], additionalProperties: false,
        description: "Who consents for a minor: below their market's age of consent, the member meets `guardianStep` (shown only to them) before any consent step, and every consent is the guardian's.",
        properties: {
          guardianStep: { type: 'string', pattern: ID, description: 'Id of the step that asks for the guardian (guardianName, guardianRelationship, guardianEmail or guardianPhone); place it after the birth date and before every consent step.' },
          birthDateField: { type: 'string', minLength: 1, description: 'The date-of-birth field the age is read from (in the member\'s own day and zone).' },
          ageOfConsent: {
            type: 'object', required: [...Object.keys(markets), 'OTHER'], additionalProperties: false,
            description: 'Per market, the age from which a member consents alone, as that law says (docs/decisions/minors-and-fixed-facts.md).',
            properties: Object.fromEntries([...Object.keys(markets), 'OTHER'].map((market) => [market, { type: 'integer', minimum: 0, maximum: 21, description: `Age of consent in the ${market} market.` }])),
          },
        },
      },
      steps: { type: 'array', minItems: 1, description: 'The steps in the order a member meets them. Move a block to reorder; a step whose `when` fails is skipped.', items: { $ref: '#/definitions/step' } },
    },
    definitions: {
      flag: {
        type: 'object', required: ['default'], additionalProperties: false,
        properties: {
          default: { type: 'boolean', description: 'Value of the flag when configuration does not override it.' },
          description: { type: 'string', description: 'What switching the flag does, for the people who switch it.' },
        },
      },
      step: {
        type: 'object', required: ['id', 'titleKey'], additionalProperties: false,
        properties: {
          id: { type: 'string', pattern: ID, description: 'Unique id of the step; also its address: /v3/dist/<id>.' },
          kind: { enum: ['form', 'review', 'done'], default: 'form', description: 'form: a page of fields; review: check your answers and submit; done: the final page.' },
          titleKey: { type: 'string', minLength: 1, description: "Translation key of the step's heading, present in every file of locales/." },
          introKey: { type: 'string', minLength: 1, description: 'Translation key of a paragraph under the heading.' },
          when: { $ref: '#/definitions/condition', description: 'Show the step only when this holds.' },
          fields: { type: 'array', items: { $ref: '#/definitions/field' }, description: 'The inputs of a form step, in display order.' },
        },
      },
      field: fieldDefinition(prefix),
      condition: conditionDefinition(Object.keys(onboarding.flags), [...Object.keys(markets), 'OTHER']),
    },
  };
}

/** The schema file's text: two-space JSON with a trailing newline. */
export function flowSchemaText(): string {
  return `${JSON.stringify(buildFlowSchema(), null, 2)}\n`;
}

if (require.main === module) {
  fs.writeFileSync(FLOW_SCHEMA_FILE, flowSchemaText());
  console.log(`Wrote ${path.relative(process.cwd(), FLOW_SCHEMA_FILE)}`);
}
