import fs from 'fs';
import path from 'path';
import { LOCALES } from '../scripts/staff/locale-files';

/**
 * Every interface language must carry the same key tree as en-US (the reference), with no blank
 * values and the same {{placeholders}} per key, so i18next never falls back or renders a raw
 * `{{name}}` to a patient.
 */

type Locale = (typeof LOCALES)[number];
type Flat = Map<string, unknown>;

const REFERENCE: Locale = 'en-US';
const LOCALES_DIR = path.join(__dirname, '..', 'locales');

/** The texts files of each language: the member app's, and the care-team console's (loaded by the console only). */
const NAMESPACES = ['translation', 'console'] as const;
type Namespace = (typeof NAMESPACES)[number];

function readLocale(locale: Locale, namespace: Namespace = 'translation'): string {
  return fs.readFileSync(path.join(LOCALES_DIR, locale, `${namespace}.json`), 'utf8');
}

/** Flattens nested objects into dotted keys; every non-object value (string or not) is a leaf. */
function flatten(tree: unknown, prefix = '', out: Flat = new Map()): Flat {
  if (tree !== null && typeof tree === 'object' && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, tree);
  }
  return out;
}

function loadFlat(locale: Locale, namespace: Namespace = 'translation'): Flat {
  return flatten(JSON.parse(readLocale(locale, namespace)) as unknown);
}

/** Names inside {{ }}; i18next's `{{name, format}}` counts as `name`. */
function placeholders(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  const names = [...value.matchAll(/\{\{([^{}]*)\}\}/g)].map((m) => (m[1] ?? '').split(',')[0].trim());
  return [...new Set(names)].sort();
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** A key without its CLDR plural suffix: languages carry different plural forms of the same key. */
const pluralBase = (key: string) => key.replace(PLURAL_SUFFIX, '');

function keyDiff(reference: Flat, candidate: Flat): { missing: string[]; extra: string[] } {
  const referenceBases = new Set([...reference.keys()].map(pluralBase));
  const candidateBases = new Set([...candidate.keys()].map(pluralBase));
  return {
    missing: [...referenceBases].filter((k) => !candidateBases.has(k)).sort(),
    extra: [...candidateBases].filter((k) => !referenceBases.has(k)).sort(),
  };
}

/** Plural keys whose forms are not exactly the categories CLDR (Intl.PluralRules) gives the language. */
function pluralFormMismatches(locale: string, flat: Flat): { key: string; forms: string[]; expected: string[] }[] {
  const expected = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
  const forms = new Map<string, string[]>();
  for (const key of flat.keys()) {
    const match = PLURAL_SUFFIX.exec(key);
    if (match) forms.set(pluralBase(key), [...(forms.get(pluralBase(key)) ?? []), match[1]]);
  }
  return [...forms]
    .map(([key, found]) => ({ key, forms: found.sort(), expected }))
    .filter(({ forms: found }) => found.join('|') !== expected.join('|'));
}

/** Keys whose value is not a string, or is empty or only whitespace. */
function blankValues(flat: Flat): string[] {
  return [...flat].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
}

/** Values with stray braces (`{{name}`, `{name}}`) or an empty/invalid placeholder name. */
function malformedPlaceholders(flat: Flat): string[] {
  return [...flat]
    .filter(([, v]) => {
      if (typeof v !== 'string') return false;
      const withoutValid = v.replace(/\{\{\s*[A-Za-z_][\w.]*\s*(,[^{}]*)?\}\}/g, '');
      return /[{}]/.test(withoutValid);
    })
    .map(([k]) => k);
}

function placeholderMismatches(reference: Flat, candidate: Flat): { key: string; expected: string[]; actual: string[] }[] {
  const referenceByBase = new Map([...reference].map(([k, v]) => [pluralBase(k), v]));
  return [...candidate]
    .filter(([k]) => referenceByBase.has(pluralBase(k)))
    .map(([key, v]) => ({ key, expected: placeholders(referenceByBase.get(pluralBase(key))), actual: placeholders(v) }))
    .filter(({ expected, actual }) => expected.join('|') !== actual.join('|'));
}

const FILES = LOCALES.flatMap((locale) => NAMESPACES.map((namespace) => [locale, namespace] as const));

describe.each(FILES)('locales/%s/%s.json', (locale, namespace) => {
  test('parses as a JSON object', () => {
    const tree: unknown = JSON.parse(readLocale(locale, namespace));
    expect(tree !== null && typeof tree === 'object' && !Array.isArray(tree)).toBe(true);
  });

  test('has no empty, whitespace-only or non-string values', () => {
    expect(blankValues(loadFlat(locale, namespace))).toEqual([]);
  });

  test('has only well-formed {{placeholders}}', () => {
    expect(malformedPlaceholders(loadFlat(locale, namespace))).toEqual([]);
  });

  test('gives every plural key exactly the forms CLDR lists for the language', () => {
    expect(pluralFormMismatches(locale, loadFlat(locale, namespace))).toEqual([]);
  });
});

// Comparing en-US with itself could never fail, so the comparisons run for the other locales only.
describe.each(FILES.filter(([l]) => l !== REFERENCE))('locales/%s/%s.json against en-US', (locale, namespace) => {
  test('has exactly the same flattened keys', () => {
    expect(keyDiff(loadFlat(REFERENCE, namespace), loadFlat(locale, namespace))).toEqual({ missing: [], extra: [] });
  });

  test('keeps the same {{placeholders}} in every value', () => {
    expect(placeholderMismatches(loadFlat(REFERENCE, namespace), loadFlat(locale, namespace))).toEqual([]);
  });
});

describe.each(LOCALES.map((locale) => [locale]))('locales/%s', (locale) => {
  // The console's texts are merged over the member texts at run time: a key in both would silently shadow one.
  test('no key is in both the member and the console file', () => {
    const member = loadFlat(locale);
    expect([...loadFlat(locale, 'console').keys()].filter((key) => member.has(key))).toEqual([]);
  });
});

describe('the locale checks catch drift (in-memory copies of en-US)', () => {
  test('a plural key missing a CLDR form, or with one the language lacks, is reported', () => {
    const french = new Map(loadFlat('fr-CA'));
    expect(pluralFormMismatches('fr-CA', french)).toEqual([]);
    french.delete('redirect.countdown_many');
    const english = new Map(loadFlat(REFERENCE));
    english.set('redirect.countdown_few', 'In {{count}} seconds');
    expect(pluralFormMismatches('fr-CA', french).map((m) => m.key)).toEqual(['redirect.countdown']);
    expect(pluralFormMismatches(REFERENCE, english).map((m) => m.key)).toEqual(['redirect.countdown']);
  });

  test('a deleted or added key is reported by name', () => {
    const reference = loadFlat(REFERENCE);
    const copy = new Map(reference);
    copy.delete('app.progress');
    copy.set('app.surplus', 'Extra');
    expect(keyDiff(reference, copy)).toEqual({ missing: ['app.progress'], extra: ['app.surplus'] });
  });

  test('blank and non-string values are reported', () => {
    const copy = new Map(loadFlat(REFERENCE));
    copy.set('app.back', '  \n');
    copy.set('app.continue', 42);
    expect(blankValues(copy).sort()).toEqual(['app.back', 'app.continue']);
  });

  test('a renamed, dropped or malformed placeholder is reported', () => {
    const reference = loadFlat(REFERENCE);
    const copy = new Map(reference);
    copy.set('app.progress', 'Step {{current}} of {{count}}');
    copy.set('consent.read', 'Read the document');
    copy.set('app.changeLabel', 'Change {{label}');
    expect(placeholderMismatches(reference, copy).map((m) => m.key).sort()).toEqual(['app.changeLabel', 'app.progress', 'consent.read']);
    expect(malformedPlaceholders(copy)).toEqual(['app.changeLabel']);
  });
});
