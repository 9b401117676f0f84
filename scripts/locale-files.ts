import fs from 'fs';
import path from 'path';
import { flattenKeys } from '../src/flow/translation-keys';
import type { LocaleKeys } from '../src/flow/check-flow';
import { UI_LANGUAGE_TABLE } from '../src/reference/ui-languages';

/** The five interface languages (SPEC §9); en-US is the default. */
export const LOCALES: readonly string[] = UI_LANGUAGE_TABLE.map((language) => language.code);

/** Reads every locale's translation file into sets of flattened keys; a missing file counts as empty. */
export function loadLocaleKeys(localesDir: string): LocaleKeys {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const file = path.join(localesDir, locale, 'translation.json');
      const tree: unknown = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
      return [locale, new Set(flattenKeys(tree))];
    }),
  );
}
