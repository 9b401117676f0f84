import type { RJSFValidationError } from '@rjsf/utils';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The translation key of an ajv error: `errors.<keyword>`, or `errors.format_<format>` for formats. */
export function errorKey(error: Pick<RJSFValidationError, 'name' | 'params'>): string {
  if (error.name === 'format') return `errors.format_${String((error.params as { format?: string } | undefined)?.format)}`;
  return `errors.${error.name ?? 'type'}`;
}

/** Replaces rjsf's English messages by translated ones, and files "required" errors under the missing field. */
export function translateErrors(errors: RJSFValidationError[], t: Translate): RJSFValidationError[] {
  return errors.map((error) => {
    const params = (error.params ?? {}) as { limit?: number; missingProperty?: string };
    const property = error.name === 'required' && params.missingProperty ? `.${params.missingProperty}` : error.property;
    const message = t(errorKey(error), { limit: params.limit });
    return { ...error, property, message, stack: `${property ?? ''} ${message}` };
  });
}
