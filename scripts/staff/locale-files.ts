import fs from 'fs';
import path from 'path';
import { flattenKeys } from '../../src/flow/translation-keys';
import type { LocaleKeys } from '../../src/flow/check-flow';
import { UI_LANGUAGE_TABLE } from '../../src/reference/ui-languages';

/** The five interface languages (docs/spec/constants.md#interface-languages); en-US is the default. */
export const LOCALES: readonly string[] = UI_LANGUAGE_TABLE.map((language) => language.code);

/** Raised when a translation file is not valid JSON; names the file so it can be fixed. */
export class LocaleFileError extends Error {
  constructor(readonly file: string, reason: string) {
    super(`${file} is not valid JSON (${reason}); fix its syntax.`);
    this.name = 'LocaleFileError';
  }
}

/** Reads every locale's translation file into sets of flattened keys; a missing file counts as empty. */
export function loadLocaleKeys(localesDir: string): LocaleKeys {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const file = path.join(localesDir, locale, 'translation.json');
      let tree: unknown = {};
      try {
        if (fs.existsSync(file)) tree = JSON.parse(fs.readFileSync(file, 'utf8'));
      } catch (error) {
        throw new LocaleFileError(path.join('locales', locale, 'translation.json'), (error as Error).message);
      }
      return [locale, new Set(flattenKeys(tree))];
    }),
  );
}
