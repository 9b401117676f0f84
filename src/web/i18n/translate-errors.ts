import type { RJSFValidationError } from '@rjsf/utils';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The translation key of an ajv error: `errors.<keyword>`, or `errors.format_<format>` for formats. */
export function errorKey(error: Pick<RJSFValidationError, 'name' | 'params'>): string {
  if (error.name === 'format') return `errors.format_${String((error.params as { format?: string } | undefined)?.format)}`;
  return `errors.${error.name ?? 'type'}`;
}

/** The field a top-level error is about: the missing property of a `required` error, else the error's own property. */
const propertyOf = (error: RJSFValidationError) => {
  const params = (error.params ?? {}) as { missingProperty?: string };
  return error.name === 'required' && params.missingProperty ? `.${params.missingProperty}` : error.property;
};

/**
 * Replaces rjsf's English messages by translated ones, and files "required" errors under the missing field.
 * A consent left unticked reads "You must accept this to continue" whether it is missing or false; a rule with
 * its own message (`patternMessage`, in `ownMessages` by field and rule) shows that message.
 */
export function translateErrors(errors: RJSFValidationError[], t: Translate, consents: ReadonlySet<string> = new Set(), ownMessages: Record<string, Record<string, string>> = {}): RJSFValidationError[] {
  return errors.map((error) => {
    const params = (error.params ?? {}) as { limit?: number };
    const property = propertyOf(error);
    const isConsent = consents.has((property ?? '').replace(/^\./, '')) && (error.name === 'required' || error.name === 'const');
    const own = ownMessages[(property ?? '').replace(/^\./, '')]?.[error.name ?? ''];
    const message = t(isConsent ? 'errors.const' : (own ?? errorKey(error)), { limit: params.limit });
    return { ...error, property, message, stack: `${property ?? ''} ${message}` };
  });
}
