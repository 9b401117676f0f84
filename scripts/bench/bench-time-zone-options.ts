/**
 * The time-zone option list's first build in Chromium (at most 10 ms), beside the way it was built
 * before the precomputed table (every listed zone unpacked from moment-timezone and grouped in the browser), in one run.
 * Each variant is bundled with esbuild (moment-timezone's data trimmed as webpack trims it) and timed on fresh pages.
 */
import { execFileSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';

const root = path.resolve(__dirname, '../..');
const PAGES = 9;
/** The target: the first build at most this many milliseconds (median of fresh pages). */
const TARGET_MS = 10;
const NOW = '2026-11-23T12:00:00Z';
const TRIMMED_DATA = path.join(root, 'build/generated/moment-timezone-data.json');

const VARIANTS = {
  'table (product)': `import { timeZoneOptions } from '../../src/time/time-zone-options';
    window.firstBuild = (iso) => { const start = performance.now(); timeZoneOptions(new Date(iso), 'en-US'); return performance.now() - start; };`,
  'built from moment (before)': `import { buildTimeZoneEntries } from '../build/time/build-time-zone-entries';
    import { timeZoneOptions } from '../../src/time/time-zone-options';
    window.firstBuild = (iso) => { const start = performance.now(); buildTimeZoneEntries(new Date(iso).getUTCFullYear(), 'en-US'); timeZoneOptions(new Date(iso), 'en-US'); return performance.now() - start; };`,
} as const;

async function bundle(contents: string): Promise<string> {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'ts' }, bundle: true, minify: true, format: 'iife', write: false, logLevel: 'silent',
    plugins: [{
      name: 'trimmed-zone-data',
      setup(b) {
        b.onResolve({ filter: /data\/packed\/latest\.json$/ }, (args) =>
          (args.importer.includes('moment-timezone') ? { path: TRIMMED_DATA } : undefined));
      },
    }],
  });
  return result.outputFiles[0].text;
}

/** Prints the first build's median, min and max over fresh pages for each variant. */
export async function benchTimeZoneOptions(): Promise<void> {
  // The browser's trimmed zone data is a build product; a fresh clone has none until the zone tables are built.
  if (!fs.existsSync(TRIMMED_DATA)) execFileSync(process.execPath, ['--import', 'tsx', path.join(__dirname, '../build/build-zone-data.ts')], { cwd: root, stdio: 'inherit' });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const results: [string, number[]][] = [];
    for (const [label, entry] of Object.entries(VARIANTS)) {
      const script = await bundle(entry);
      const samples: number[] = [];
      for (let i = 0; i < PAGES; i += 1) {
        const page = await browser.newPage();
        await page.setContent('<!doctype html><title>bench</title>');
        await page.addScriptTag({ content: script });
        // The app evaluates this code steps before the list is needed (lazy-preload.ts); the pause lets the page settle as it would.
        await page.waitForTimeout(200);
        samples.push(await page.evaluate((iso) => (window as unknown as { firstBuild: (at: string) => number }).firstBuild(iso), NOW));
        await page.close();
      }
      results.push([label, samples.sort((a, b) => a - b)]);
    }
    for (const [label, samples] of results) {
      const median = samples[Math.floor(samples.length / 2)];
      const verdict = label.startsWith('table') ? `  (target <= ${TARGET_MS} ms: ${median <= TARGET_MS ? 'met' : 'NOT met'})` : '';
      console.log(`time-zone options, first build in Chromium, ${label.padEnd(27)} median ${median.toFixed(1).padStart(5)} ms  (min ${samples[0].toFixed(1)}, max ${samples[samples.length - 1].toFixed(1)}, ${PAGES} fresh pages)${verdict}`);
    }
  } finally {
    await browser.close();
  }
}

if (require.main === module) void benchTimeZoneOptions();
