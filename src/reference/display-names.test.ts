import { intlDisplayName } from './display-names';

describe('intlDisplayName', () => {
  it('names languages and regions in the interface language', () => {
    expect(intlDisplayName('language', 'de', 'en-US')).toBe('German');
    expect(intlDisplayName('language', 'de', 'fr-CA')).toBe('allemand');
    expect(intlDisplayName('region', 'PT', 'pt-PT')).toBe('Portugal');
  });

  it('builds one Intl.DisplayNames per language and type, however many names are asked', () => {
    const built = jest.spyOn(Intl, 'DisplayNames');
    try {
      for (const code of ['de', 'fr', 'ja', 'pt', 'ar']) intlDisplayName('language', code, 'es-US');
      expect(built).toHaveBeenCalledTimes(1);
    } finally {
      built.mockRestore();
    }
  });

  it('asks Intl once per name and language, however often the name is shown', () => {
    const asked = jest.spyOn(Intl.DisplayNames.prototype, 'of');
    try {
      expect(asked).not.toHaveBeenCalled();
      const first = intlDisplayName('region', 'DE', 'en-GB');
      expect(intlDisplayName('region', 'DE', 'en-GB')).toBe(first);
      expect(intlDisplayName('region', 'DE', 'fr-CA')).toBe('Allemagne');
      expect(asked).toHaveBeenCalledTimes(2);
    } finally {
      asked.mockRestore();
    }
  });

  it.each([
    ['language', 'zz-not-a-code', 'en-US'],
    ['region', 'ZZZ', 'en-US'],
    ['region', '', 'en-US'],
    ['language', 'de', 'not a language tag!'],
    ['language', '\ud800', 'en-US'],
  ] as const)('is undefined when Intl has no name (%s %j in %j)', (type, code, language) => {
    expect(intlDisplayName(type, code, language)).toBeUndefined();
  });
});
