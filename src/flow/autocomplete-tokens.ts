/**
 * The HTML `autocomplete` token of a flow field, by field name, so browsers and password managers fill in the
 * member's own details (WCAG 1.3.5 "Identify input purpose"). Data, not per component: compileStep puts the
 * token in the field's uiSchema and every text input renders it.
 */
export const AUTOCOMPLETE_TOKENS: Readonly<Record<string, string>> = Object.freeze({
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  phone: 'tel',
  dateOfBirth: 'bday',
});

/** The token for a field name, if it has one. */
export function autocompleteToken(fieldName: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(AUTOCOMPLETE_TOKENS, fieldName) ? AUTOCOMPLETE_TOKENS[fieldName] : undefined;
}
