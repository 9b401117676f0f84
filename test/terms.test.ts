import fs from 'fs';
import path from 'path';
import Ajv from 'ajv';
import { LOCALES } from '../scripts/staff/locale-files';

/**
 * One word for one thing: each language's locales/<lng>/terms.json names the one translation of each recurring
 * term and the variants it replaces, and the language's typography; no member or console string may break them.
 */

interface Terms {
  terms: { concept: string; use: string; replaces: string[] }[];
  typography: { apostrophe: string; beforeColon: string };
}

const LOCALES_DIR = path.join(__dirname, '..', 'locales');
const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));
const validateTerms = new Ajv({ allErrors: true }).compile(readJson(path.join(__dirname, '..', 'schemas', 'terms.schema.json')) as object);

/** Every string of a language's member and console texts, by dotted key. */
function strings(locale: string): [string, string][] {
  const out: [string, string][] = [];
  const walk = (node: unknown, at: string) => {
    if (typeof node === 'string') out.push([at, node]);
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, at ? `${at}.${k}` : k);
  };
  for (const namespace of ['translation', 'console']) walk(readJson(path.join(LOCALES_DIR, locale, `${namespace}.json`)), namespace);
  return out;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wholeWord = (word: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'iu');

/** Strings using a variant the terminology list replaces, as "key: variant". */
function termViolations(terms: Terms, texts: [string, string][]): string[] {
  const variants = terms.terms.flatMap((term) => term.replaces.map((variant) => [variant, wholeWord(variant)] as const));
  return texts.flatMap(([key, text]) => variants.filter(([, pattern]) => pattern.test(text)).map(([variant]) => `${key}: ${variant}`));
}

/** Strings breaking the language's typography: the other apostrophe between letters, the wrong space before ":". */
function typographyViolations(terms: Terms, texts: [string, string][]): string[] {
  const { apostrophe, beforeColon } = terms.typography;
  const otherApostrophe = new RegExp(`(?<=\\p{L})${apostrophe === '’' ? "'" : '’'}(?=\\p{L})`, 'u');
  // A colon that ends a phrase is followed by a space or the end; clock times (14:30) and addresses (https:) are not.
  const phraseColon = /(.)?:(?=\s|$)/gu;
  return texts.flatMap(([key, text]) => {
    const found: string[] = [];
    if (otherApostrophe.test(text)) found.push(`${key}: apostrophe`);
    for (const match of text.matchAll(phraseColon)) {
      const before = match[1] ?? '';
      const ok = beforeColon === 'none' ? !/\s/u.test(before) : before === beforeColon;
      if (!ok) found.push(`${key}: space before colon`);
    }
    return found;
  });
}

const termsOf = (locale: string) => readJson(path.join(LOCALES_DIR, locale, 'terms.json')) as Terms;

describe.each(LOCALES.map((locale) => [locale]))('locales/%s/terms.json', (locale) => {
  test('follows schemas/terms.schema.json', () => {
    expect(validateTerms(termsOf(locale)) ? [] : validateTerms.errors).toEqual([]);
  });

  test('no string uses a variant the list replaces', () => {
    expect(termViolations(termsOf(locale), strings(locale))).toEqual([]);
  });

  test('every string keeps the typography rules', () => {
    expect(typographyViolations(termsOf(locale), strings(locale))).toEqual([]);
  });
});

describe('the terminology checks catch a slip', () => {
  const french = termsOf('fr-CA');
  test('a replaced variant is found as a whole word in any case, not inside another word', () => {
    expect(termViolations(french, [['a', 'Code de Référence'], ['b', 'références croisées'], ['c', 'préférence']])).toEqual(['a: référence', 'b: références']);
  });

  test('a breaking space or no space before a French colon, and a straight apostrophe, are found', () => {
    expect(typographyViolations(french, [['a', 'Étape : 2'], ['b', 'Étape: 2'], ['c', 'l\'appareil'], ['d', 'à 14:30, https://x'], ['e', 'Étape\u00a0: 2']])).toEqual(['a: space before colon', 'b: space before colon', 'c: apostrophe']);
  });

  test('en-US has none of the British spellings en-GB keeps', () => {
    const british = termsOf('en-US').terms.flatMap((term) => term.replaces);
    expect(british).toEqual(expect.arrayContaining(['enrolment', 'cancelled', 'colour', 'organisation']));
    expect(termViolations(termsOf('en-US'), strings('en-GB')).length).toBeGreaterThan(0);
  });
});
