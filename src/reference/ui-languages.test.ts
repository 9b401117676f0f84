import { UI_LANGUAGE_TABLE, uiLanguageInfo } from './ui-languages';

describe('interface languages', () => {
  it('are the five of SPEC §9 with en-US first', () => {
    expect(UI_LANGUAGE_TABLE.map((l) => l.code)).toEqual(['en-US', 'es-US', 'pt-PT', 'fr-CA', 'en-GB']);
  });

  it.each([
    ['en-US', '12', 'en'], ['es-US', '12', 'es'], ['pt-PT', '24', 'pt'], ['fr-CA', '24', 'fr-CA'], ['en-GB', '24', 'en'], ['de-DE', '12', 'en'],
  ])('%s uses a %s-hour clock and %s documents', (code, clock, documentLocale) => {
    expect(uiLanguageInfo(code)).toMatchObject({ clock, documentLocale });
  });
});
