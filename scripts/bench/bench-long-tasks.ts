/**
 * `npm run bench:long-tasks`: the main thread's tasks in the first seconds after the first step's first paint, from a
 * Chromium trace, beside the trivial React page in the same run: each task's CPU time as a phone (×4) would spend
 * it, and what ran in it. Options: --runs=N (default 3; the run with the most blocking is shown), --seconds=N
 * (default 10), --baseline-dist=DIR (an earlier build, traced first in the same run).
 */
import fs from 'fs';
import { SourceMap } from 'module';
import path from 'path';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../../test/support/lane-chromium';
import { builtDist } from '../../test/support/built-dist';
import { startBenchServer } from './bench-first-step-server';
import { buildTrivialPage } from './trivial-page/build-trivial-page';
import { serveStatic } from './trivial-page/serve-static';
import { blockingOnPhone, fileOf, formatTasks, traceFirstStep, type PlaceResolver, type TracedTask } from './long-task-trace';

const ROOT = path.resolve(__dirname, '../..');
const optionIn = (args: string[], name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.replace(/^[^=]*=/, '');
/** Reads each bundle's source map from `dist` (once) to name a profiled place by its source module and line. */
function sourceResolver(dist: string): PlaceResolver {
  const maps = new Map<string, SourceMap | undefined>();
  return (url, line, column) => {
    const file = fileOf(url);
    if (!file.endsWith('.js')) return undefined;
    if (!maps.has(file)) {
      const mapFile = path.join(dist, `${file}.map`);
      maps.set(file, fs.existsSync(mapFile) ? new SourceMap(JSON.parse(fs.readFileSync(mapFile, 'utf8')) as ConstructorParameters<typeof SourceMap>[0]) : undefined);
    }
    const entry = maps.get(file)?.findEntry(line, column);
    if (!entry || !('originalSource' in entry) || !entry.originalSource) return undefined;
    return `${entry.originalSource.replace(/^webpack:\/\/[^/]*\/(\.\/)?/, '')}:${entry.originalLine + 1}`;
  };
}


export async function benchLongTasks(args: string[]): Promise<void> {
  const runs = Number(optionIn(args, 'runs') ?? 3);
  const windowMs = Number(optionIn(args, 'seconds') ?? 10) * 1000;
  const pages: [string, () => Promise<{ url: string; close: () => Promise<void> }>, PlaceResolver?][] = [];
  const trivialDir = await buildTrivialPage(ROOT);
  pages.push(['trivial React page', async () => serveStatic(trivialDir)]);
  const baseline = optionIn(args, 'baseline-dist');
  for (const [build, dist] of [...(baseline ? [['baseline', path.resolve(baseline)]] : []), ['current', builtDist()]]) {
    for (const address of ['/v3/dist/?lang=en-US', '/v3/dist/?unit=move&lang=en-US']) {
      pages.push([`${build} ${address}`, async () => {
        const server = await startBenchServer(dist);
        return { url: `${server.url}${address}`, close: server.close };
      }, sourceResolver(dist)]);
    }
  }
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    for (const [label, open, resolve] of pages) {
      const server = await open();
      try {
        const traced: TracedTask[][] = [];
        for (let run = 0; run < runs; run++) traced.push(await traceFirstStep(browser, server.url, windowMs, resolve));
        const worst = traced.sort((a, b) => blockingOnPhone(b) - blockingOnPhone(a))[0];
        console.log(`${formatTasks(`${label} (worst of ${runs}; blocking per run: ${traced.map((t) => Math.round(blockingOnPhone(t))).join(', ')} ms)`, worst)}\n`);
      } finally {
        await server.close();
      }
    }
  } finally {
    await browser.close();
    fs.rmSync(trivialDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  benchLongTasks(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
