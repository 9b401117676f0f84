/** The texts of each interface language by dotted key (`fields.firstName.label` → `First name`), languages in display order. */
export type LocaleTexts = Record<string, Record<string, string>>;

/** The texts of both sides of a comparison: the revision's and the working copy's. */
export interface TextsCompared {
  before: LocaleTexts;
  after: LocaleTexts;
}

/** Flattens a nested translation file into its string leaves by dotted key. */
export function flattenTexts(tree: unknown, prefix = ''): Record<string, string> {
  if (typeof tree === 'string') return { [prefix]: tree };
  if (tree === null || typeof tree !== 'object') return {};
  return Object.assign({}, ...Object.entries(tree).map(([key, value]) => flattenTexts(value, prefix ? `${prefix}.${key}` : key))) as Record<string, string>;
}
