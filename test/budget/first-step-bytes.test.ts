import fs from 'fs';
import path from 'path';
import { brotliCompressSync } from 'zlib';
import { firstStepScriptBytes } from '../../scripts/bench/bench-first-step-bytes';
import { tempDir } from '../support/temp-dir';

/** A throw-away dist/ folder holding `files` (name → text); `.br` copies only where `precompressed` lists them. */
function fakeDist(files: Record<string, string>, precompressed: string[] = []): string {
  const dir = tempDir('budget-dist-');
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
    if (precompressed.includes(name)) fs.writeFileSync(path.join(dir, `${name}.br`), 'x'.repeat(7));
  }
  return dir;
}

const script = 'function first(){return 1}'.repeat(40);

describe('firstStepScriptBytes', () => {
  it('counts the brotli bytes of the scripts a page links, read from the .br copy when there is one', () => {
    const dist = fakeDist(
      {
        'index.html': '<script defer src=/v3/dist/main.1.js></script><link rel=modulepreload href="/v3/dist/en.2.js"><link rel=prefetch href=/v3/dist/later.3.js>',
        'main.1.js': script,
        'en.2.js': script,
        'later.3.js': script,
      },
      ['main.1.js'],
    );
    const result = firstStepScriptBytes(dist);
    expect(result.page).toBe('index.html');
    expect(result.files).toEqual([
      { file: 'main.1.js', brotli: 7 },
      { file: 'en.2.js', brotli: brotliCompressSync(script).length },
    ]);
    expect(result.total).toBe(7 + brotliCompressSync(script).length);
  });

  it('counts the boot chunks a page lists for its entry to preload after the first paint', () => {
    const dist = fakeDist({
      'index.html': '<meta name="boot-chunks" content="/v3/dist/boot.5.js /v3/dist/vendor.6.js"><meta name="later-chunks" content="/v3/dist/later.3.js"><script defer src=/v3/dist/main.1.js></script>',
      'main.1.js': script,
      'boot.5.js': script,
      'vendor.6.js': 'var vendor=1',
      'later.3.js': script,
    });
    expect(firstStepScriptBytes(dist).files.map((f) => f.file)).toEqual(['main.1.js', 'boot.5.js', 'vendor.6.js']);
  });

  it('reports the heaviest page when the build writes one page per language', () => {
    const dist = fakeDist({
      'index.html': '<script defer src=/v3/dist/main.1.js></script>',
      'first-step/fr-CA.html': '<script defer src=/v3/dist/main.1.js></script><script defer src=/v3/dist/fr.4.js></script>',
      'main.1.js': script,
      'fr.4.js': 'var fr="bonjour"',
    });
    const result = firstStepScriptBytes(dist);
    expect(result.page).toBe(path.join('first-step', 'fr-CA.html'));
    expect(result.files.map((f) => f.file)).toEqual(['main.1.js', 'fr.4.js']);
  });

  it('fails loudly when a linked script is missing from dist/', () => {
    const dist = fakeDist({ 'index.html': '<script src=/v3/dist/gone.js></script>' });
    expect(() => firstStepScriptBytes(dist)).toThrow(/gone\.js/);
  });
});
