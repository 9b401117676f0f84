import fs from 'fs';

/** The built page's script names (`main.e947cb96.js`): the only files a logged stack frame may name as they are. */
export function pageScripts(distDir: string): ReadonlySet<string> {
  try {
    return new Set(fs.readdirSync(distDir).filter((name) => name.endsWith('.js')));
  } catch {
    // No built page (the API alone, tests): every file is then written as its hash.
    return new Set();
  }
}
