import fs from 'fs';
import os from 'os';
import path from 'path';
import { build } from 'esbuild';
import { brotliCompressSync, constants, gzipSync } from 'zlib';

/** The page around the bundle: no inline script, the bundle deferred, as the product's page does. */
const PAGE = (title: string, script: string) =>
  `<!doctype html><html lang=en-US><head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1"><link rel=icon href=data:,><title>${title}</title><script defer src=/${script}></script></head><body><div id=root></div></body></html>`;

/**
 * Builds the trivial React page (same React as the product, minified for production) into a throw-away folder, with
 * .gz and .br copies; returns the folder. `entry` picks the page: the first step alone, or the two-step page.
 */
export async function buildTrivialPage(root: string, entry = 'trivial-page.tsx'): Promise<string> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'trivial-page-'));
  const texts = JSON.parse(fs.readFileSync(path.join(root, 'locales/en-US/translation.json'), 'utf8')) as {
    steps: { unit: { title: string }; language: { title: string } };
    fields: { unit: { label: string }; language: { label: string } };
    units: Record<string, string>;
    app: { continue: string };
  };
  const define = {
    'process.env.NODE_ENV': '"production"',
    TRIVIAL_TEXTS: JSON.stringify({ title: texts.steps.unit.title, label: texts.fields.unit.label, options: Object.entries(texts.units), button: texts.app.continue, secondTitle: texts.steps.language.title, secondLabel: texts.fields.language.label }),
  };
  await build({ entryPoints: [path.join(__dirname, entry)], bundle: true, minify: true, format: 'iife', target: 'es2020', jsx: 'automatic', define, outfile: path.join(out, 'trivial.js'), logLevel: 'error' });
  fs.writeFileSync(path.join(out, 'index.html'), PAGE(texts.steps.unit.title, 'trivial.js'));
  for (const file of ['index.html', 'trivial.js']) {
    const bytes = fs.readFileSync(path.join(out, file));
    fs.writeFileSync(path.join(out, `${file}.gz`), gzipSync(bytes, { level: 9 }));
    fs.writeFileSync(path.join(out, `${file}.br`), brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
  return out;
}
