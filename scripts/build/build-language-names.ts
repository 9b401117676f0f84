/**
 * Writes src/reference/generated/language-names.json (committed): the language picker's names and order in each
 * interface language (scripts/build/reference/build-language-names.ts). `npm run tables` runs it after a Node (ICU) upgrade, never a build or a
 * start: Intl's names differ between Node releases; a test fails when the committed file is stale.
 */
import fs from 'fs';
import path from 'path';
import { buildLanguageNames } from './reference/build-language-names';
import { LANGUAGES } from '../../src/reference/languages';
import { UI_LANGUAGE_TABLE } from '../../src/reference/ui-languages';

const file = path.resolve(__dirname, '../../src/reference/generated/language-names.json');
const table = buildLanguageNames(LANGUAGES, UI_LANGUAGE_TABLE.map((language) => language.code));
// One line per interface language keeps the file short; a diff still names the language that changed.
const text = `{\n${Object.entries(table).map(([ui, names]) => `  ${JSON.stringify(ui)}: ${JSON.stringify(names)}`).join(',\n')}\n}\n`;
const unchanged = fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text;
if (!unchanged) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}
console.log(`${unchanged ? 'unchanged' : 'wrote    '} ${path.relative(process.cwd(), file)} (${(text.length / 1024).toFixed(1)} KiB)`);
