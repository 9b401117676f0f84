import fs from 'fs';
import os from 'os';
import path from 'path';

const made: string[] = [];

// Imported at the top of a test file, so the clean-up is one of that file's hooks.
afterAll(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A fresh folder under the system temp folder, removed once the test file's tests have run (tests used to leave hundreds in /tmp). */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}
