/**
 * `npm run bench` (and alone: `npx tsx scripts/bench/bench-continue.ts`): the time from the press of Continue to the next
 * step painted and ready for input, per step of a whole journey, at 4x CPU and 150 ms RTT / 1.6 Mbps, beside a
 * trivial two-step React page's step switch under the same throttling, in the same run. "Ready" is defined once, in
 * scripts/bench/continue-probe.ts, for both pages. Each step's time is split into the save's round trip (the PUT's
 * resource timing, from request start to response end) and the rest (the main thread, before and after it).
 * Options: --baseline-dist=DIR (an earlier build, measured first in the same run), --runs=N (walks per build,
 * default 3), --think=MS (pause after answering a step before Continue, default 1000), --profile=DIR (a CPU
 * profile of each Continue, summed by source in scripts/bench/continue-profile.ts), --trace (with --profile: a
 * performance trace instead, the renderer's main thread summed by event: script, style, layout, paint…).
 */
import fs from 'fs';
import path from 'path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../../test/e2e/browser';
import { answerers, currentStep, type Member } from '../../test/e2e/flow-by-value';
import { acceptAllConsents } from '../../test/e2e/member-walk';
import { probeScript, PRIMARY_BUTTON, TAKE_SAMPLES, type ContinueSample } from './continue-probe';
import { startBenchServer } from './bench-first-step-server';
import { snapshotDist } from './bench-snapshot-dist';
import { buildTrivialPage } from './trivial-page/build-trivial-page';
import { serveStatic } from './trivial-page/serve-static';
import { addTraceTotals, printProfile, printTraceTotals, startProfile, stopProfile, type ProfileTotals } from './continue-profile';

const ROOT = path.resolve(__dirname, '../..');
/** A mid-range phone on a poor mobile network: 4x slower CPU, 150 ms round trip, 1.6 Mbit/s each way. */
export const CONTINUE_THROTTLE = { cpuRate: 4, latency: 150, throughput: 1_600_000 / 8 };
const MEMBER: Member = { firstName: 'Ana', lastName: 'Silva', dateOfBirth: '1990-04-02', email: 'ana@example.org', phone: '+1 416 555 0100' };

/** One Continue: where from and to, its time, and the save's round trip within it (0 when nothing was saved). */
export interface ContinueTime {
  from: string;
  to: string;
  total: number;
  trip: number;
}

const optionIn = (args: string[], name: string) => args.find((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`))?.replace(/^[^=]*=?/, '');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** A fresh phone-sized context (a new member) with the probe installed and the throttling on from the first byte. */
async function throttledPage(browser: Browser): Promise<{ page: Page; cdp: CDPSession; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  await context.addInitScript(probeScript());
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: CONTINUE_THROTTLE.latency, downloadThroughput: CONTINUE_THROTTLE.throughput, uploadThroughput: CONTINUE_THROTTLE.throughput });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CONTINUE_THROTTLE.cpuRate });
  return { page, cdp, close: () => context.close() };
}

/** Waits for the page's primary button to be hydrated by React (its props attached) and the first loads to settle. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    (selector) => {
      const button = document.querySelector(selector);
      return !!button && Object.keys(button).some((key) => key.startsWith('__reactProps$'));
    },
    PRIMARY_BUTTON,
    { polling: 100, timeout: 120_000 },
  );
  await page.waitForLoadState('networkidle');
}

/** Presses the primary button and returns the probe's sample with the save's round trip inside it. */
async function pressContinue(page: Page, cdp: CDPSession, profile?: Profiles): Promise<ContinueTime> {
  const browser = page.context().browser();
  if (profile?.trace && browser) await browser.startTracing(page, { categories: ['devtools.timeline', 'v8', 'disabled-by-default-devtools.timeline'] });
  else if (profile) await startProfile(cdp);
  await page.locator(PRIMARY_BUTTON).click();
  await page.waitForFunction(() => (window as unknown as { __continueSamples: unknown[] }).__continueSamples.length > 0, undefined, { polling: 250, timeout: 60_000 });
  if (profile?.trace && browser) addTraceTotals(await browser.stopTracing(), profile.events);
  else if (profile) await stopProfile(cdp, profile.samples);
  const [sample] = await page.evaluate<ContinueSample[]>(TAKE_SAMPLES);
  const trip = await page.evaluate(
    ({ press, ready }) => {
      const saves = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/enrolment/steps/') && entry.startTime >= press && entry.startTime <= ready) as PerformanceResourceTiming[];
      return saves.reduce((sum, entry) => sum + (Math.min(entry.responseEnd, ready) - entry.startTime), 0);
    },
    { press: sample.press, ready: sample.ready },
  );
  const step = (address: string) => address.replace(/^\/v3\/dist\/?/, '').replace(/^\//, '') || '(first)';
  return { from: step(sample.from), to: step(sample.to), total: sample.ready - sample.press, trip };
}

/** What --profile gathers: sampled self time by frame, or (with --trace) the main thread's trace events by name. */
interface Profiles {
  trace: boolean;
  samples: ProfileTotals;
  events: ProfileTotals;
}

/** One member's whole journey from the first step to the review, answering by value; each Continue timed. */
async function walkJourney(browser: Browser, url: string, think: number, profile?: Profiles): Promise<ContinueTime[]> {
  const { page, cdp, close } = await throttledPage(browser);
  try {
    await page.goto(`${url}/v3/dist/?lang=en-US`, { waitUntil: 'commit' });
    await hydrated(page);
    const answer: Record<string, () => Promise<void>> = { ...answerers(page, MEMBER), legal: () => acceptAllConsents(page), hipaa: () => acceptAllConsents(page), 'health-network': () => acceptAllConsents(page) };
    const times: ContinueTime[] = [];
    while (currentStep(page) !== 'review') {
      const step = currentStep(page);
      const fill = answer[step || 'unit'];
      if (!fill) throw new Error(`The Continue bench has no answer for step '${step}'.`);
      await fill();
      await sleep(think);
      times.push(await pressContinue(page, cdp, profile));
    }
    return times;
  } finally {
    await close();
  }
}

/** The trivial page's one step switch, on a fresh visit. */
async function switchTrivial(browser: Browser, url: string, think: number): Promise<ContinueTime> {
  const { page, cdp, close } = await throttledPage(browser);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await hydrated(page);
    await page.locator('input[type=radio]').first().click();
    await sleep(think);
    return await pressContinue(page, cdp);
  } finally {
    await close();
  }
}

const ms = (value: number) => `${Math.round(value)}`.padStart(6);

/** Prints, per build, each transition's median over the walks (total, save round trip, the rest), then median and worst. */
function printTable(trivial: ContinueTime[], builds: [string, ContinueTime[][]][]): void {
  const t = CONTINUE_THROTTLE;
  console.log(`\nContinue -> next step painted and ready (ms), ${t.cpuRate}x CPU, ${t.latency} ms RTT, ${(t.throughput * 8) / 1e6} Mbit/s; per step the median of the walks`);
  const transitions = builds[0][1][0].map((time) => `${time.from} -> ${time.to}`);
  const header = ['step'.padEnd(28), ...builds.map(([name]) => `${name}: total   save  other`.padStart(28))].join(' |');
  console.log(header);
  const perBuild = builds.map(([, walks]) => transitions.map((_, index) => {
    const samples = walks.map((walk) => walk[index]).filter(Boolean);
    return { total: median(samples.map((s) => s.total)), trip: median(samples.map((s) => s.trip)), worst: Math.max(...samples.map((s) => s.total)) };
  }));
  transitions.forEach((label, index) => {
    console.log([label.padEnd(28), ...perBuild.map((steps) => `${ms(steps[index].total)} ${ms(steps[index].trip)} ${ms(steps[index].total - steps[index].trip)}`.padStart(28))].join(' |'));
  });
  for (const [i, [name]] of builds.entries()) {
    const totals = perBuild[i].map((s) => s.total);
    const others = perBuild[i].map((s) => s.total - s.trip);
    console.log(`${name}: median over the steps ${Math.round(median(totals))} ms (main thread ${Math.round(median(others))} ms), worst step ${Math.round(Math.max(...totals))} ms, worst single Continue ${Math.round(Math.max(...perBuild[i].map((s) => s.worst)))} ms`);
  }
  const switches = trivial.map((s) => s.total);
  console.log(`trivial two-step React page: median ${Math.round(median(switches))} ms, worst ${Math.round(Math.max(...switches))} ms (${switches.length} visits)`);
}

/** Runs the Continue bench with command-line style `args` (see the file's comment) and prints its table. */
export async function benchContinue(args: string[]): Promise<void> {
  const runs = Number(optionIn(args, 'runs') || 3);
  const think = Number(optionIn(args, 'think') || 1000);
  const profileDir = optionIn(args, 'profile');
  const builds: [string, string][] = [];
  const baseline = optionIn(args, 'baseline-dist');
  if (baseline) builds.push(['baseline', path.resolve(baseline)]);
  const current = snapshotDist(ROOT);
  builds.push(['current', current]);
  const trivialDir = await buildTrivialPage(ROOT, 'trivial-two-step.tsx');
  const trivialServer = await serveStatic(trivialDir);
  const browser = await launchBrowser();
  try {
    const trivial: ContinueTime[] = [];
    for (let run = 0; run < Math.max(runs, 5); run += 1) trivial.push(await switchTrivial(browser, trivialServer.url, think));
    // The builds' walks alternate (baseline, current, baseline…), so that a busy moment of the machine falls on both alike.
    // One after the other: two servers starting at once on a busy machine overran Fastify's plugin timeout.
    const servers: Awaited<ReturnType<typeof startBenchServer>>[] = [];
    for (const [, dist] of builds) servers.push(await startBenchServer(dist));
    const results: [string, ContinueTime[][]][] = builds.map(([name]) => [name, []]);
    const profiles: (Profiles | undefined)[] = builds.map(() => (profileDir ? { trace: optionIn(args, 'trace') !== undefined, samples: new Map(), events: new Map() } : undefined));
    try {
      for (let run = 0; run < runs; run += 1) {
        for (const [index, [name]] of builds.entries()) {
          const walk = await walkJourney(browser, servers[index].url, think, profiles[index]);
          results[index][1].push(walk);
          console.log(`walked ${name} ${run + 1}/${runs}: ${walk.map((s) => `${s.to} ${Math.round(s.total)}`).join(', ')}`);
        }
      }
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
    for (const [index, [name, dist]] of builds.entries()) {
      const profile = profiles[index];
      if (profile?.trace) printTraceTotals(profile.events, runs);
      else if (profile && profileDir) printProfile(profile.samples, dist, path.join(profileDir, `${name}.txt`), runs);
    }
    printTable(trivial, results);
  } finally {
    await browser.close();
    await trivialServer.close();
    fs.rmSync(trivialDir, { recursive: true, force: true });
    fs.rmSync(current, { recursive: true, force: true });
  }
}

if (require.main === module) {
  benchContinue(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
