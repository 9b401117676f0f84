/**
 * `npm run bench:first-step`: the first step (/v3/dist/ and /v3/dist/?unit=move in the five languages) beside a
 * trivial React page in the same run, with Lighthouse 12 (mobile preset) and a throttled browser for step 2.
 * Options: --baseline-dist=DIR (an earlier build, measured first in the same run), --runs=N (median of N on the
 * main pages, default 3), --all-runs (N runs on every page), --quick (en-US only).
 */
import fs from 'fs';
import path from 'path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../../test/e2e/browser';
import { launchChromeForLighthouse, lighthouseInstalled, runLighthouse } from './bench-lighthouse';
import { measureStepTwo, type FirstAnswer } from './bench-step-two';
import { medians, printTable, type PageRow } from './bench-first-step-table';
import { startBenchServer } from './bench-first-step-server';
import { snapshotDist } from './bench-snapshot-dist';
import { buildTrivialPage } from './trivial-page/build-trivial-page';
import { serveStatic } from './trivial-page/serve-static';

const ROOT = path.resolve(__dirname, '../..');
const LANGUAGES = ['en-US', 'es-US', 'pt-PT', 'fr-CA', 'en-GB'];
/** The pages measured N times (the others once, unless --all-runs): both first steps in en-US, the unit step in one other language. */
const MEDIAN_PAGES = ['/v3/dist/?lang=en-US', '/v3/dist/?unit=move&lang=en-US', '/v3/dist/?lang=es-US'];

/** The value of `--name=value` in `args` ('' for a bare `--name`, undefined when absent). */
const optionIn = (args: string[], name: string) => args.find((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`))?.replace(/^[^=]*=?/, '');

/** How the bench answers each first step (by value, as the browser tests do) and where step 2 lives. */
function firstAnswer(page: string): FirstAnswer {
  if (page.includes('unit=move')) return { answer: (p: Page) => p.locator('#root_language').selectOption('EN').then(() => undefined), secondPath: '/v3/dist/country' };
  return { answer: (p: Page) => p.locator('input[type=radio][name=root_unit][value=bloom]').click(), secondPath: '/v3/dist/language' };
}

/** Lighthouse `runs` times and the throttled visit `runs` times on one page; medians of each. */
async function measure(build: string, label: string, url: string, runs: number, port: number, first?: FirstAnswer): Promise<PageRow> {
  const browser = await launchBrowser();
  try {
    const lighthouse = [];
    const visits = [];
    for (let run = 0; run < runs; run += 1) {
      lighthouse.push(await runLighthouse(url, port));
      visits.push(await measureStepTwo(browser, url, first));
    }
    const row = { build, page: label, runs, lighthouse: medians(lighthouse), visit: medians(visits) };
    console.log(`measured ${build} ${label}: score ${row.lighthouse.score}, LCP ${Math.round(row.lighthouse.lcp)} ms, first step usable ${row.visit.firstUsable} ms`);
    return row;
  } finally {
    await browser.close();
  }
}

/** Runs the first-step bench with command-line style `args` (see the file's comment) and prints its tables. */
export async function benchFirstStep(args: string[]): Promise<void> {
  const option = (name: string) => optionIn(args, name);
  if (!lighthouseInstalled()) {
    console.log('bench:first-step: the lighthouse package is not installed; run `npm ci` (it is a devDependency), then `npm run bench:first-step`.');
    return;
  }
  const runs = Number(option('runs') || 3);
  const pages = LANGUAGES.slice(0, option('quick') === undefined ? LANGUAGES.length : 1).flatMap((lang) => [`/v3/dist/?lang=${lang}`, `/v3/dist/?unit=move&lang=${lang}`]);
  const builds: [string, string][] = [];
  const baseline = option('baseline-dist');
  if (baseline) builds.push(['baseline', path.resolve(baseline)]);
  builds.push(['current', snapshotDist(ROOT)]);
  const trivialDir = await buildTrivialPage(ROOT);
  const trivialServer = await serveStatic(trivialDir);
  const chrome = await launchChromeForLighthouse();
  const rows: PageRow[] = [];
  try {
    const trivial = await measure('trivial', 'trivial React page', trivialServer.url, runs, chrome.port);
    for (const [build, dist] of builds) {
      const server = await startBenchServer(dist);
      try {
        for (const page of pages) {
          const times = option('all-runs') !== undefined || MEDIAN_PAGES.includes(page) ? runs : 1;
          rows.push(await measure(build, page, `${server.url}${page}`, times, chrome.port, firstAnswer(page)));
        }
      } finally {
        await server.close();
      }
    }
    printTable(rows, trivial);
  } finally {
    chrome.kill();
    await trivialServer.close();
    fs.rmSync(trivialDir, { recursive: true, force: true });
    fs.rmSync(builds[builds.length - 1][1], { recursive: true, force: true });
  }
}

if (require.main === module) {
  benchFirstStep(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
