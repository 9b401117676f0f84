import { LANGUAGES, isLanguageCode, languageOptions } from './languages';

// The examples of docs/spec/entities.md#language, plus other widely spoken languages.
const EXPECTED: [string, string][] = [
  ['Afrikaans', 'AF'],
  ['Chinese', 'ZH'],
  ['English', 'EN'],
  ['Hebrew', 'HE'],
  ['Javanese', 'JW'],
  ['Welsh', 'CY'],
  ['Xhosa', 'XH'],
  ['Spanish', 'ES'],
  ['Portuguese', 'PT'],
  ['French', 'FR'],
  ['Arabic', 'AR'],
  ['Hindi', 'HI'],
  ['Bengali', 'BN'],
  ['Russian', 'RU'],
  ['Japanese', 'JA'],
  ['German', 'DE'],
  ['Korean', 'KO'],
  ['Vietnamese', 'VI'],
  ['Tagalog', 'TL'],
  ['Haitian Creole', 'HT'],
];

describe('LANGUAGES', () => {
  it('holds about 70 languages', () => {
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(65);
    expect(LANGUAGES.length).toBeLessThanOrEqual(85);
  });

  it.each(EXPECTED)('has %s with code %s', (name, code) => {
    expect(LANGUAGES).toContainEqual({ name, code });
  });

  it('uses upper-case two-letter codes, each once', () => {
    for (const language of LANGUAGES) expect(language.code).toMatch(/^[A-Z]{2}$/);
    expect(new Set(LANGUAGES.map((language) => language.code)).size).toBe(LANGUAGES.length);
    expect(new Set(LANGUAGES.map((language) => language.name)).size).toBe(LANGUAGES.length);
  });

  it.each([
    ['JV', 'Javanese uses the legacy JW'],
    ['IW', 'Hebrew uses HE'],
  ])('does not use %s (%s)', (code) => {
    expect(LANGUAGES.map((language) => language.code)).not.toContain(code);
  });
});

describe('languageOptions', () => {
  it('maps every language to optLabel = name, optValue = code, in list order', () => {
    expect(languageOptions()).toEqual(LANGUAGES.map(({ name, code }) => ({ optValue: code, optLabel: name })));
  });
});

describe('isLanguageCode', () => {
  it.each([
    ['EN', true],
    ['JW', true],
    ['HE', true],
    ['en', false],
    ['JV', false],
    ['XX', false],
    ['', false],
    [null, false],
  ])('isLanguageCode(%p) is %p', (value, expected) => {
    expect(isLanguageCode(value)).toBe(expected);
  });
});
