const cache = new Map<string, Intl.DisplayNames | null>();

/**
 * Intl's name of a language or region code in an interface language; undefined when Intl has none. One
 * Intl.DisplayNames per language and type is kept: building one costs a phone's browser milliseconds (issue 11).
 */
export function intlDisplayName(type: 'region' | 'language', code: string, language: string): string | undefined {
  const key = `${type}:${language}`;
  let names = cache.get(key);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([language], { type, fallback: 'none' });
    } catch {
      names = null;
    }
    cache.set(key, names);
  }
  try {
    return names?.of(code) ?? undefined;
  } catch {
    return undefined;
  }
}
