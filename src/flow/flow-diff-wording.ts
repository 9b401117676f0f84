import type { LocaleTexts, TextsCompared } from './locale-texts';

const quoted = (text: string | undefined) => (text === undefined ? '(missing)' : JSON.stringify(text));

/** A key's text in every language, one line each, for a key new to a field (a missing text says so). */
export function wordingLines(key: string, texts: LocaleTexts | undefined, indent: string): string[] {
  if (!texts) return [];
  return Object.keys(texts).map((lang) => `${indent}${lang} ${quoted(texts[lang]?.[key])}`);
}

/** The languages whose text of `key` differs between the two sides; empty when none does. */
export function rewordedLanguages(key: string, texts: TextsCompared | undefined): string[] {
  if (!texts) return [];
  const languages = [...new Set([...Object.keys(texts.after), ...Object.keys(texts.before)])];
  return languages.filter((lang) => texts.before[lang]?.[key] !== texts.after[lang]?.[key]);
}

/**
 * A kept key whose text changed: each changed language as old → new, then the languages left as they were, so a
 * reviewer sees every language was looked at.
 */
export function rewordingLines(key: string, texts: TextsCompared | undefined, indent: string): string[] {
  const changed = rewordedLanguages(key, texts);
  if (!texts || changed.length === 0) return [];
  const unchanged = Object.keys(texts.after).filter((lang) => !changed.includes(lang));
  return [
    ...changed.map((lang) => `${indent}${lang} ${quoted(texts.before[lang]?.[key])} → ${quoted(texts.after[lang]?.[key])}`),
    ...(unchanged.length > 0 ? [`${indent}unchanged in ${unchanged.join(', ')}`] : []),
  ];
}
