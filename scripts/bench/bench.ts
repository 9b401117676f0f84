import fs from 'fs';
import path from 'path';
import { performance } from 'perf_hooks';
import { gzipSync } from 'zlib';
import onboarding from '../../flows/onboarding.json';
import { loadFlow } from '../../src/flow/load-flow';
import { checkFlowSource } from '../../src/flow/check-flow-source';
import { compileStep, stepVariants } from '../../src/flow/compile-step';
import { timeZoneOptions } from '../../src/time/time-zone-options';
import { formatSlots } from '../../src/time/format-slots';
import { loadLocaleKeys } from '../staff/locale-files';
import { benchSaveAnswers } from './bench-api';
import { saveBreakdown } from './bench-breakdown';
import { benchFirstStep } from './bench-first-step';
import { benchContinue } from './bench-continue';
import { benchTimeZoneOptions } from './bench-time-zone-options';
import { benchSearch } from './bench-search';
import { benchFunnelCounting } from './bench-funnel';

/** Times `work` over `runs` runs after one warm-up; prints the median in milliseconds. */
function time(label: string, runs: number, work: () => unknown): void {
  work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    work();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  console.log(`${label.padEnd(48)} median ${samples[Math.floor(runs / 2)].toFixed(2)} ms  (min ${samples[0].toFixed(2)}, ${runs} runs)`);
}

function bundleSizes(): void {
  const dist = path.resolve(__dirname, '../../dist');
  if (!fs.existsSync(dist)) {
    console.log('bundle: no dist/ (run npm run build first)');
    return;
  }
  // The first page is index.html and what it links; other chunks load later, and the SDKs only with their keys.
  const page = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const linked = new Set([...page.matchAll(/(?:src|href)="?\/v3\/dist\/([^"\s>]+)/g)].map((m) => m[1]));
  let first = 0;
  for (const file of fs.readdirSync(dist).filter((f) => /\.(js|css|html)$/.test(f)).sort()) {
    const bytes = fs.readFileSync(path.join(dist, file));
    const gz = gzipSync(bytes, { level: 9 }).length;
    const onFirstPage = file === 'index.html' || linked.has(file);
    if (onFirstPage) first += gz;
    console.log(`bundle ${file.padEnd(36)} ${(bytes.length / 1024).toFixed(1).padStart(8)} KiB raw ${(gz / 1024).toFixed(1).padStart(7)} KiB gzip${onFirstPage ? '  (first page)' : '  (loaded later)'}`);
  }
  console.log(`bundle first page total${' '.repeat(21)}${(first / 1024).toFixed(1).padStart(26)} KiB gzip`);
}

async function main(): Promise<void> {
  const root = path.resolve(__dirname, '../..');
  const text = fs.readFileSync(path.join(root, 'flows/onboarding.json'), 'utf8');
  const locales = loadLocaleKeys(path.join(root, 'locales'));
  const flow = loadFlow(onboarding);
  const now = new Date('2026-11-21T15:00:00Z');
  // 10,000 half-hour slots from now on, in a shuffled order so that sorting counts too.
  const slots = Array.from({ length: 10_000 }, (_, i) => {
    const start = now.getTime() + ((i * 7919) % 10_000) * 1_800_000;
    return { start: new Date(start).toISOString(), end: new Date(start + 1_800_000).toISOString() };
  });
  time('check-flows on flows/onboarding.json', 20, () => checkFlowSource(text, locales));
  time('compile every step variant to JSON Schema', 50, () => flow.steps.forEach((s) => stepVariants(s).forEach((v) => compileStep(v))));
  time('time-zone options (en-US, cached per year)', 50, () => timeZoneOptions(now, 'en-US'));
  time(`formatSlots of ${slots.length} slots`, 10, () => formatSlots({ slots }, { timezone: 'America/New_York' }));
  // The first build in a real browser, beside the build from moment-timezone it replaced.
  await benchTimeZoneOptions();
  bundleSizes();
  await benchSaveAnswers();
  await saveBreakdown();
  // A save with its funnel counts beside the same save without them; alone: tsx scripts/bench/bench-funnel.ts.
  await benchFunnelCounting();
  // The staff search at 100,000 enrolments, each kind beside the list without a search (PostgreSQL: npm run bench:pg).
  await benchSearch();
  // The first step beside a trivial React page, in Lighthouse and a throttled browser; alone: npm run bench:first-step.
  await benchFirstStep([]);
  // Continue to the next step ready, per step of a journey, beside a trivial two-step React page; alone: npm run bench:continue.
  await benchContinue([]);
}

void main();
