import type { FieldConfig } from './flow-types';

/** The default prefix of validation keys in a field's configuration (docs/spec/entities.md#field-validation-keys). */
export const DEFAULT_VALIDATION_PREFIX = 'VALIDATIONS';

/** Gathers a field's `<prefix>.<rule>` keys into an object keyed by rule name, prefix removed. */
export function gatherValidations(
  field: FieldConfig | Record<string, unknown>,
  prefix: string = DEFAULT_VALIDATION_PREFIX,
): Record<string, unknown> {
  const lead = `${prefix}.`;
  const validations: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(field)) {
    if (key.startsWith(lead) && key.length > lead.length) {
      validations[key.slice(lead.length)] = value;
    }
  }
  return validations;
}
