import { UI_LANGUAGE_TABLE } from '../reference/ui-languages';

/** The locales zone names are precomputed in: the interface languages, the default (en-US) first. */
export const ZONE_NAME_LOCALES: readonly string[] = Object.freeze(UI_LANGUAGE_TABLE.map((language) => language.code));

/** The precomputed locale for a language tag: the same tag ("fr-CA"), else the same language ("fr" → "fr-CA"), else en-US. */
export function zoneNameLocale(tag: string): string {
  const wanted = tag.replace(/_/g, '-').toLowerCase();
  const exact = ZONE_NAME_LOCALES.find((locale) => locale.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.split('-')[0];
  return ZONE_NAME_LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language) ?? ZONE_NAME_LOCALES[0];
}
