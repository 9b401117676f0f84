import { pickLanguage } from './i18n';

describe('pickLanguage', () => {
  it.each<[string, string[], string]>([
    ['?lang=fr-CA', ['en-US'], 'fr-CA'],
    ['?lang=de-DE', ['pt-PT'], 'pt-PT'],
    ['', ['es-MX', 'en-US'], 'en-US'],
    ['', ['es-MX'], 'es-US'],
    ['', ['pt-BR'], 'pt-PT'],
    ['', ['en-AU'], 'en-US'],
    ['', ['de-DE'], 'en-US'],
    ['', [], 'en-US'],
  ])('%s with browser %j → %s', (search, browser, expected) => {
    expect(pickLanguage(search, browser)).toBe(expected);
  });
});
