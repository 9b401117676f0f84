/**
 * The HTML autofill tokens a flow field may declare as `autocomplete` (WHATWG "autofill field names"), so
 * browsers and password managers fill in the member's own details (WCAG 1.3.5 "Identify input purpose").
 * schemas/flow.schema.json lists the same tokens (tested), so editors suggest them.
 */
export const AUTOCOMPLETE_TOKENS = [
  'off', 'name', 'honorific-prefix', 'given-name', 'additional-name', 'family-name', 'honorific-suffix', 'nickname',
  'email', 'username', 'organization-title', 'organization', 'street-address', 'address-line1', 'address-line2',
  'address-line3', 'address-level4', 'address-level3', 'address-level2', 'address-level1', 'country', 'country-name',
  'postal-code', 'language', 'bday', 'bday-day', 'bday-month', 'bday-year', 'sex', 'url', 'tel', 'tel-country-code',
  'tel-national', 'tel-area-code', 'tel-local', 'tel-extension',
] as const;

/** One autofill token. */
export type AutocompleteToken = (typeof AUTOCOMPLETE_TOKENS)[number];
