import { UI_LANGUAGE_TABLE, acceptedLanguages, closestUiLanguage, pickUiLanguage, uiLanguageInfo } from './ui-languages';

describe('interface languages', () => {
  it('are the five of docs/spec/constants.md#interface-languages with en-US first', () => {
    expect(UI_LANGUAGE_TABLE.map((l) => l.code)).toEqual(['en-US', 'es-US', 'pt-PT', 'fr-CA', 'en-GB']);
  });

  it.each([
    ['en-US', '12', 'en'], ['es-US', '12', 'es'], ['pt-PT', '24', 'pt'], ['fr-CA', '24', 'fr-CA'], ['en-GB', '24', 'en'], ['de-DE', '12', 'en'],
  ])('%s uses a %s-hour clock and %s documents', (code, clock, documentLocale) => {
    expect(uiLanguageInfo(code)).toMatchObject({ clock, documentLocale });
  });
});

describe('closestUiLanguage', () => {
  it.each([
    ['fr', 'fr-CA'], ['fr-FR', 'fr-CA'], ['fr-ca', 'fr-CA'], ['fr_BE', 'fr-CA'],
    ['es', 'es-US'], ['es-MX', 'es-US'], ['es-419', 'es-US'], ['es-ES', 'es-US'],
    ['pt', 'pt-PT'], ['pt-BR', 'pt-PT'], ['pt-PT', 'pt-PT'],
    ['en', 'en-US'], ['en-US', 'en-US'], ['en-CA', 'en-US'], ['en-GB', 'en-GB'], ['en_gb', 'en-GB'], ['en-AU', 'en-GB'], ['en-IE', 'en-GB'], ['en-Latn-GB', 'en-GB'],
    [' fr ', 'fr-CA'],
  ])('%s → %s', (tag, language) => {
    expect(closestUiLanguage(tag)).toBe(language);
  });

  it.each(['', 'de', 'de-DE', 'zh-Hant-TW', 'x', '-', 'e', 'constructor', '__proto__', 'en\u0000', 'fr'.repeat(100), '\ud800'])('%j has no close interface language', (tag) => {
    expect(closestUiLanguage(tag)).toBeUndefined();
  });
});

describe('pickUiLanguage', () => {
  it.each<[string | null, string[], string]>([
    ['fr-CA', ['en-US'], 'fr-CA'], ['de-DE', ['pt-PT'], 'pt-PT'], [null, ['es-MX', 'en-US'], 'en-US'], [null, ['es-MX'], 'es-US'],
    ['en-AU', ['fr-CA'], 'en-GB'], ['', ['fr'], 'fr-CA'], [null, ['de-DE'], 'en-US'], [null, [], 'en-US'],
  ])('%j with preferred %j → %s', (requested, preferred, expected) => {
    expect(pickUiLanguage(requested, preferred)).toBe(expected);
  });
});

describe('acceptedLanguages', () => {
  it.each<[string | undefined, string[]]>([
    ['fr-CA,fr;q=0.9,en;q=0.8', ['fr-CA', 'fr', 'en']],
    ['en;q=0.5, pt-BR', ['pt-BR', 'en']],
    ['es-MX;q=0, de, *;q=0.1', ['de']],
    ['', []], [undefined, []], [' , ;q=1', []],
  ])('%j → %j', (header, tags) => {
    expect(acceptedLanguages(header)).toEqual(tags);
  });
});
