import type { ErrorSchema } from '@rjsf/utils';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The fields a server refused (a rule with its own message, in `ownMessages`, shows that message), as rjsf `extraErrors` so they show inline and in the error summary: only the
 * step's visible fields, in the step's field order, each rule's message in the interface language.
 */
export function serverFieldErrors(fields: readonly { field: string; rule: string }[] | undefined, visible: readonly string[], t: Translate, ownMessages: Record<string, Record<string, string>> = {}): ErrorSchema | undefined {
  if (!fields || fields.length === 0) return undefined;
  const schema: Record<string, { __errors: string[] }> = {};
  for (const name of visible) {
    const rules = fields.filter((f) => f.field === name).map((f) => f.rule);
    if (rules.length > 0) schema[name] = { __errors: [...new Set(rules)].map((rule) => t(ownMessages[name]?.[rule] ?? `errors.${rule}`, { defaultValue: t('errors.type') })) };
  }
  return Object.keys(schema).length > 0 ? (schema as ErrorSchema) : undefined;
}
