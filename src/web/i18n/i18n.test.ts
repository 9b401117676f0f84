import { pickLanguage, startI18n } from './i18n';

describe('pickLanguage', () => {
  it.each<[string, string[], string]>([
    ['?lang=fr-CA', ['en-US'], 'fr-CA'],
    ['?lang=de-DE', ['pt-PT'], 'pt-PT'],
    ['', ['es-MX', 'en-US'], 'en-US'],
    ['', ['es-MX'], 'es-US'],
    ['', ['pt-BR'], 'pt-PT'],
    ['', ['en-AU'], 'en-GB'],
    ['?lang=fr', ['en-US'], 'fr-CA'],
    ['?lang=fr-FR', ['en-US'], 'fr-CA'],
    ['?lang=es', ['en-US'], 'es-US'],
    ['?lang=pt', ['en-US'], 'pt-PT'],
    ['?lang=pt-BR', ['en-US'], 'pt-PT'],
    ['?lang=en', ['fr-CA'], 'en-US'],
    ['?lang=en-AU', ['fr-CA'], 'en-GB'],
    ['?lang=en-gb', ['fr-CA'], 'en-GB'],
    ['?lang=%00', ['fr-CA'], 'fr-CA'],
    ['?lang=', ['fr'], 'fr-CA'],
    ['', ['de-DE'], 'en-US'],
    ['', [], 'en-US'],
  ])('%s with browser %j → %s', (search, browser, expected) => {
    expect(pickLanguage(search, browser)).toBe(expected);
  });
});

describe('startI18n with the texts the page carries', () => {
  it('is ready in that language before any chunk loads', async () => {
    const i18n = await startI18n('fr-CA', { app: { title: 'Inscription' } });
    expect([i18n.language, i18n.t('app.title')]).toEqual(['fr-CA', 'Inscription']);
  });
});
