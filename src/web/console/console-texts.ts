import type { i18n } from 'i18next';
import { UI_LANGUAGES } from '../i18n/i18n';

/**
 * Adds the console's own texts (locales/<language>/console.json) to a language already started; they live apart
 * from the member app's translation.json so no member page carries them (the first step's bytes).
 */
export async function loadConsoleTexts(instance: i18n, language: string): Promise<void> {
  if (!UI_LANGUAGES.includes(language)) return;
  const texts = (await import(/* webpackChunkName: "console-locale-[request]" */ `../../../locales/${language}/console.json`)) as { default?: unknown };
  instance.addResourceBundle(language, 'translation', texts.default ?? texts, true, true);
}
