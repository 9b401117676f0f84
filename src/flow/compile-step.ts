import type { Field, Step } from './flow-types';
import { fieldType, listKeywords, widgetOf } from './field-types';
import { VALIDATION_RULES } from './validation-rules';

/** A JSON Schema object, as far as the compiler writes it. */
export type JsonSchema = Record<string, unknown>;

/** A step compiled for react-jsonschema-form: the schema (no display text) and the uiSchema (translation keys). */
export interface CompiledStep {
  schema: JsonSchema;
  uiSchema: Record<string, unknown>;
}

/** Raised when a field names a type or rule the engine does not know; check-flows reports these first. */
export class FlowCompileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FlowCompileError';
  }
}

function fieldSchema(field: Field): JsonSchema {
  const type = fieldType(field.type);
  if (!type) throw new FlowCompileError(`Field '${field.name}' has type '${field.type}', which has no widget; use one of the types listed in schemas/flow.schema.json.`);
  if (type.ownOptions) return choiceSchema(field);
  const schema: JsonSchema = { type: type.jsonType, ...listKeywords(type, field.list) };
  for (const [name, value] of Object.entries(field.validations)) {
    const rule = VALIDATION_RULES[name];
    if (!rule) throw new FlowCompileError(`Field '${field.name}' has an unknown rule 'VALIDATIONS.${name}'; remove it or use a known rule.`);
    if ('keyword' in rule.target) schema[rule.target.keyword] = value;
    if ('constTrue' in rule.target && value === true) schema.const = true;
  }
  return schema;
}

// A choice is an enum of its own option values; a multiple choice an array of distinct ones, at least one when required.
function choiceSchema(field: Field): JsonSchema {
  const values = (field.options ?? []).map((option) => option.value);
  if (field.multiple !== true) return { type: 'string', enum: values };
  return { type: 'array', items: { type: 'string', enum: values }, uniqueItems: true, ...(isRequired(field) ? { minItems: 1 } : {}) };
}

/** Whether a field must be answered: `required`, or a consent that must be accepted. */
export function isRequired(field: Field): boolean {
  return field.validations.required === true || field.validations.mustAccept === true;
}

function fieldUi(field: Field): Record<string, unknown> {
  const ui: Record<string, unknown> = {
    'ui:widget': widgetOf(field),
    'ui:title': field.labelKey,
    'ui:options': {
      fieldType: field.type,
      ...(field.document ? { document: field.document } : {}),
      ...(field.list ? { list: field.list } : {}),
      ...(field.options ? { choices: field.options } : {}),
      ...(typeof field.validations.regionOf === 'string' ? { countryField: field.validations.regionOf } : {}),
    },
  };
  if (field.hintKey) ui['ui:description'] = field.hintKey;
  if (field.autocomplete) ui['ui:autocomplete'] = field.autocomplete;
  return ui;
}

/** Compiles the visible fields of a step to JSON Schema and uiSchema (docs/spec/entities.md#field-validation-keys, docs/design.md#one-definition-checked-in-four-places). */
export function compileStep(visible: Field[]): CompiledStep {
  const properties = Object.fromEntries(visible.map((field) => [field.name, fieldSchema(field)]));
  const required = visible.filter(isRequired).map((field) => field.name);
  const schema: JsonSchema = { type: 'object', properties, additionalProperties: false };
  if (required.length > 0) schema.required = required;
  const uiSchema: Record<string, unknown> = {
    'ui:order': visible.map((field) => field.name),
    'ui:submitButtonOptions': { norender: true },
    ...Object.fromEntries(visible.map((field) => [field.name, fieldUi(field)])),
  };
  return { schema, uiSchema };
}

/** The key of one variant of a step: its id and which of its conditional fields are shown. */
export function variantKey(step: Step, visible: Field[]): string {
  const shown = new Set(visible.map((field) => field.name));
  const bits = step.fields.filter((field) => field.when !== undefined).map((field) => (shown.has(field.name) ? '1' : '0'));
  return bits.length === 0 ? step.id : `${step.id}~${bits.join('')}`;
}

/** Every set of visible fields a step can show: each conditional field on or off. */
export function stepVariants(step: Step): Field[][] {
  const conditional = step.fields.filter((field) => field.when !== undefined);
  const variants: Field[][] = [];
  for (let mask = 0; mask < 2 ** conditional.length; mask += 1) {
    const off = new Set(conditional.filter((_, index) => (mask & (1 << index)) === 0).map((field) => field.name));
    variants.push(step.fields.filter((field) => !off.has(field.name)));
  }
  return variants;
}
