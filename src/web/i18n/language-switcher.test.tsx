import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { startI18n } from './i18n';
import { LanguageSwitcher } from './language-switcher';

/** The option labels the switcher shows while the interface is in `language`. */
async function optionLabels(language: string): Promise<string[]> {
  const i18n = await startI18n(language, {});
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <LanguageSwitcher onChange={() => undefined} />
    </I18nextProvider>,
  );
  return [...html.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((match) => match[1]);
}

describe('LanguageSwitcher', () => {
  it('names each interface language in itself, so a member finds their own in any interface', async () => {
    const expected = ['English (US)', 'Español', 'Português', 'Français', 'English (UK)'];
    for (const language of ['en-US', 'pt-PT', 'fr-CA']) expect(await optionLabels(language)).toEqual(expected);
  });
});
