import committed from '../../../src/reference/generated/language-names.json';
import { buildLanguageNames } from './build-language-names';
import { LANGUAGES } from '../../../src/reference/languages';
import { languageOptionsIn } from '../../../src/reference/language-names';
import { UI_LANGUAGE_TABLE } from '../../../src/reference/ui-languages';

const UI = UI_LANGUAGE_TABLE.map((language) => language.code);

describe('buildLanguageNames', () => {
  // Stale after a languages.json edit or a Node (ICU) upgrade: run `npm run tables` and commit the result.
  it('matches the committed src/reference/generated/language-names.json', () => {
    expect(buildLanguageNames(LANGUAGES, UI)).toEqual(committed);
  });

  it('lists every pickable language once in each interface language, named and ordered in it', () => {
    for (const ui of UI) {
      const codes = languageOptionsIn(ui).map((option) => option.optValue);
      expect([...codes].sort()).toEqual(LANGUAGES.map((language) => language.code).sort());
    }
    expect(languageOptionsIn('fr-CA').slice(0, 3).map((option) => option.optLabel)).toEqual(['afrikaans', 'albanais', 'allemand']);
    expect(languageOptionsIn('en-US').find((option) => option.optValue === 'DE')?.optLabel).toBe('German');
  });

  it('keeps the English name where Intl has none', () => {
    expect(buildLanguageNames([{ code: 'QQ', name: 'Qish' }, { code: 'DE', name: 'German' }], ['pt-PT'])).toEqual({ 'pt-PT': [['DE', 'alemão'], ['QQ', 'Qish']] });
  });

  it.each(['de-DE', '', '__proto__', 'constructor'])('gives the en-US list for an interface language it does not have (%j)', (ui) => {
    expect(languageOptionsIn(ui)).toEqual(languageOptionsIn('en-US'));
  });
});
