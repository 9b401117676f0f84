import fs from 'fs';
import path from 'path';
import { ERROR_CODES } from './error-codes';

// The list is the API's: every code on it is one the server can answer with (the compiler checks the other way, that
// the server answers with no code off the list).
const SERVER = path.resolve(__dirname, '../server');
const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });

it('names only codes the server answers with, each once', () => {
  const code = sources(SERVER).map((file) => fs.readFileSync(file, 'utf8')).join('\n');
  expect(ERROR_CODES.filter((name) => !code.includes(`'${name}'`))).toEqual([]);
  expect(ERROR_CODES.filter((name, index) => ERROR_CODES.indexOf(name) !== index)).toEqual([]);
});
