const cache = new Map<string, Intl.DisplayNames | null>();
// Each name once per language: Intl's lookup costs a phone's browser most of a millisecond, and lists name 250 codes.
const names = new Map<string, string | undefined>();

/**
 * Intl's name of a language or region code in an interface language; undefined when Intl has none. One
 * Intl.DisplayNames per language and type is kept: building one costs a phone's browser milliseconds, and each name
 * once asked is kept too.
 */
export function intlDisplayName(type: 'region' | 'language', code: string, language: string): string | undefined {
  const nameKey = `${type}:${language}:${code}`;
  if (names.has(nameKey)) return names.get(nameKey);
  const name = lookUp(type, code, language);
  names.set(nameKey, name);
  return name;
}

function lookUp(type: 'region' | 'language', code: string, language: string): string | undefined {
  const key = `${type}:${language}`;
  let displayNames = cache.get(key);
  if (displayNames === undefined) {
    try {
      displayNames = new Intl.DisplayNames([language], { type, fallback: 'none' });
    } catch {
      displayNames = null;
    }
    cache.set(key, displayNames);
  }
  try {
    return displayNames?.of(code) ?? undefined;
  } catch {
    return undefined;
  }
}
