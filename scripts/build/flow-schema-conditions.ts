type Schema = Record<string, unknown>;

const branch = (required: string, properties: Schema): Schema => ({ type: 'object', required: [required], additionalProperties: false, properties });
const fieldName = { type: 'string', description: 'The name of a field of an earlier step.' };

/**
 * The `condition` definition of the flow schema. Flag names are suggestions (`examples`): a flag newly declared
 * in a flow is valid before the schema is regenerated, and check-flows names an undeclared one.
 */
export function conditionDefinition(flagNames: readonly string[], markets: readonly string[]): Schema {
  return {
    description: 'A rule on flags, URL presets, the market or earlier answers.',
    oneOf: [
      branch('flag', { flag: { type: 'string', examples: [...flagNames], description: `Holds when the feature flag is on. The shipped flow declares: ${flagNames.join(', ')}.` } }),
      branch('preset', { preset: { type: 'string', description: 'Holds when the address gave this value, e.g. ?unit=move.' } }),
      { type: 'object', required: ['field', 'equals'], additionalProperties: false, properties: { field: fieldName, equals: { type: ['string', 'number', 'boolean'], description: 'Holds when the earlier answer equals this (for a choice field: one of its option values).' } } },
      { type: 'object', required: ['field', 'in'], additionalProperties: false, properties: { field: fieldName, in: { type: 'array', items: { type: ['string', 'number'] }, description: 'Holds when the earlier answer is one of these.' } } },
      { type: 'object', required: ['field', 'answered'], additionalProperties: false, properties: { field: fieldName, answered: { type: 'boolean', description: 'Holds when the earlier field was (true) or was not (false) answered.' } } },
      branch('market', { market: { type: 'array', items: { enum: [...markets] }, description: "Holds when the member's country is in one of these markets." } }),
      branch('age', {
        age: {
          type: 'object', required: ['field'], additionalProperties: false, description: 'Holds when the age from a date-of-birth field is in range.',
          properties: {
            field: { type: 'string', description: 'The date-of-birth field of an earlier step.' },
            below: { type: 'integer', minimum: 0, description: 'Holds when the age in whole years is below this.' },
            atLeast: { type: 'integer', minimum: 0, description: 'Holds when the age in whole years is at least this.' },
          },
        },
      }),
      branch('all', { all: { type: 'array', minItems: 1, items: { $ref: '#/definitions/condition' }, description: 'Holds when every condition holds.' } }),
      branch('any', { any: { type: 'array', minItems: 1, items: { $ref: '#/definitions/condition' }, description: 'Holds when at least one condition holds.' } }),
      branch('not', { not: { $ref: '#/definitions/condition', description: 'Holds when the condition does not.' } }),
    ],
  };
}
