import { ZONE_NAME_LOCALES, zoneNameLocale } from './zone-name-locale';

describe('ZONE_NAME_LOCALES', () => {
  it('is the five interface languages, en-US first', () => {
    expect(ZONE_NAME_LOCALES).toEqual(['en-US', 'es-US', 'pt-PT', 'fr-CA', 'en-GB']);
  });
});

describe('zoneNameLocale', () => {
  it.each([
    ['en-US', 'en-US'],
    ['en-GB', 'en-GB'],
    ['es-US', 'es-US'],
    ['pt-PT', 'pt-PT'],
    ['fr-CA', 'fr-CA'],
    ['fr-ca', 'fr-CA'],
    ['pt_PT', 'pt-PT'],
    ['en', 'en-US'],
    ['en-AU', 'en-US'],
    ['es', 'es-US'],
    ['es-MX', 'es-US'],
    ['pt-BR', 'pt-PT'],
    ['fr', 'fr-CA'],
    ['fr-FR', 'fr-CA'],
    ['de-DE', 'en-US'],
    ['', 'en-US'],
  ])('%p → %s', (tag, expected) => {
    expect(zoneNameLocale(tag)).toBe(expected);
  });
});
