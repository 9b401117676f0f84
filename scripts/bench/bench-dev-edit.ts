/**
 * `npm run bench:dev-edit`: how long `npm run dev` takes to show an edit in an open page, for the edits a
 * developer makes: a text in a locale file, the same text in all five saved 100 ms apart (timed from the first save;
 * with how many rebuilds it took), a component (src/web/boot/app.tsx, restored afterwards), and the flow.
 * The dev server runs in this process on a free port with a temporary copy of flows/ and locales/ and its own
 * embedded database; headless Chromium keeps the page open on the first step. Each time runs from the file's write
 * to the change on the page (the page reloads itself, as a developer's would). Prints every run, the median, the
 * load average at each edit, and the dev server's own log lines (each rebuild's phases: check, validators,
 * webpack, app, re-pin). Options: --runs=N (edits of each kind, default 5).
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../../test/e2e/browser';
import { openDatabase } from '../../src/server/db/open-database';
import { startDevServer } from '../dev/dev-server';

const ROOT = path.resolve(__dirname, '../..');
const COMPONENT = path.join(ROOT, 'src/web/boot/app.tsx');
// The step heading in the component; the edit gives it an attribute the page then shows.
const HEADING = '<h1 ref={heading} tabIndex={-1}>';
const TIMEOUT_MS = 120_000;

type Json = Record<string, unknown>;
type Edit = 'locale' | 'locales×5' | 'component' | 'flow';

const optionIn = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () => os.loadavg()[0].toFixed(1);
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Json;
const writeJson = (file: string, value: unknown) => fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/** One edit: ms from the write to the page showing it, of which the dev server's rebuild took `rebuilt`, and the load average. */
interface EditTime {
  ms: number;
  rebuilt: number;
  load: string;
}

/** Times `edit()` until `shown()` resolves, and until the dev server's first rebuild after it (its log line). */
async function timeEdit(log: { at: number; line: string }[], edit: () => void, shown: () => Promise<unknown>): Promise<EditTime> {
  const at = load();
  const started = performance.now();
  edit();
  await shown();
  const ms = Math.round(performance.now() - started);
  const rebuilt = log.find((entry) => entry.at > started && entry.line.startsWith('Rebuilt'));
  return { ms, rebuilt: rebuilt ? Math.round(rebuilt.at - started) : Number.NaN, load: at };
}

async function main(): Promise<void> {
  const runs = Number(optionIn('runs') ?? 5);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-dev-edit-'));
  const flowFile = path.join(tmp, 'flows/onboarding.json');
  const localesDir = path.join(tmp, 'locales');
  const textsFile = path.join(localesDir, 'en-US/translation.json');
  const allTexts = ['en-US', 'en-GB', 'es-US', 'fr-CA', 'pt-PT'].map((locale) => path.join(localesDir, locale, 'translation.json'));
  fs.mkdirSync(path.dirname(flowFile), { recursive: true });
  fs.copyFileSync(path.join(ROOT, 'flows/onboarding.json'), flowFile);
  fs.cpSync(path.join(ROOT, 'locales'), localesDir, { recursive: true });
  const component = fs.readFileSync(COMPONENT, 'utf8');
  if (!component.includes(HEADING)) throw new Error(`${path.relative(ROOT, COMPONENT)} no longer renders '${HEADING}'; point scripts/bench/bench-dev-edit.ts at the step heading.`);
  const restore = () => fs.writeFileSync(COMPONENT, component);
  process.once('SIGINT', () => {
    restore();
    process.exit(130);
  });

  const log: { at: number; line: string }[] = [];
  const db = await openDatabase({ dataDir: path.join(tmp, 'pglite') });
  let started = performance.now();
  const dev = await startDevServer({
    flowFile,
    localesDir,
    distDir: path.join(tmp, 'dist'),
    db,
    port: 0,
    config: { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test' },
    log: (line) => log.push({ at: performance.now(), line }),
  });
  console.log(`Dev server up in ${((performance.now() - started) / 1000).toFixed(1)} s (load ${load()})`);
  const browser = await launchBrowser();
  const times: Record<Edit, EditTime[]> = { locale: [], 'locales×5': [], component: [], flow: [] };
  const rebuildsOfFive: number[] = [];
  const flowLines: string[] = [];
  try {
    const page: Page = await browser.newPage();
    const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ timeout: TIMEOUT_MS });
    const original = (readJson(textsFile).steps as Record<string, { title: string }>).language.title;
    await page.goto(`${dev.url()}/v3/dist/?unit=move&lang=en-US`);
    await heading(original);
    // Lets a rebuild that an edit set off in the background finish before the next edit starts.
    const settle = async () => {
      let version = dev.status().version;
      for (;;) {
        await sleep(1500);
        if (dev.status().version === version) return;
        version = dev.status().version;
      }
    };
    // The step whose title the first step shows: the flow edit switches between the two.
    let shown: 'language' | 'country' = 'language';
    for (let run = 1; run <= runs; run += 1) {
      // A locale edit: the step's heading text.
      const texts = readJson(textsFile);
      const title = `${original} (${run})`;
      (texts.steps as Record<string, { title: string }>)[shown].title = title;
      times.locale.push(await timeEdit(log, () => writeJson(textsFile, texts), () => heading(title)));
      await settle();

      // The same title in the five locale files, saved one after another as an editor does (en-US, shown, first).
      const fiveTitle = `${original} (${run}, five)`;
      const fiveFrom = log.length;
      const saves = allTexts.map((file) => () => {
        const five = readJson(file);
        (five.steps as Record<string, { title: string }>)[shown].title = fiveTitle;
        writeJson(file, five);
      });
      times['locales×5'].push(await timeEdit(log, () => void saves.reduce((after, save) => after.then(async () => {
        save();
        await sleep(100);
      }), Promise.resolve()), () => heading(fiveTitle)));
      await settle();
      rebuildsOfFive.push(log.slice(fiveFrom).filter(({ line }) => line.startsWith('Rebuilt')).length);

      // A component edit: the heading gains an attribute.
      times.component.push(
        await timeEdit(
          log,
          () => fs.writeFileSync(COMPONENT, component.replace(HEADING, `<h1 ref={heading} tabIndex={-1} data-edit="${run}">`)),
          () => page.locator(`h1[data-edit="${run}"]`).waitFor({ timeout: TIMEOUT_MS }),
        ),
      );
      await settle();

      // A flow edit: the first step shows another step's title, then its own again.
      const flow = readJson(flowFile);
      const step = (flow.steps as { id: string; titleKey: string }[]).find((s) => s.id === 'language');
      if (!step) throw new Error('flows/onboarding.json has no language step; point scripts/bench/bench-dev-edit.ts at its first step.');
      shown = shown === 'language' ? 'country' : 'language';
      step.titleKey = `steps.${shown}.title`;
      const next = (readJson(textsFile).steps as Record<string, { title: string }>)[shown].title;
      const from = log.length;
      times.flow.push(await timeEdit(log, () => writeJson(flowFile, flow), () => heading(next)));
      await settle();
      flowLines.push(...log.slice(from).map(({ line }) => line.replace(/: http:\S+$/, '')));
    }
  } finally {
    restore();
    started = performance.now();
    await browser.close();
    await dev.close();
    await db.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  console.log(`\nEdit to visible in the open page, ${runs} runs each: ms [of which the dev server's rebuild] (load average at the edit):`);
  for (const edit of Object.keys(times) as Edit[]) {
    const list = times[edit];
    console.log(`  ${edit.padEnd(9)} median ${String(median(list.map((t) => t.ms))).padStart(5)} [${median(list.map((t) => t.rebuilt))}]   runs ${list.map((t) => `${t.ms} [${t.rebuilt}] (${t.load})`).join(', ')}`);
  }
  console.log(`\nRebuilds for five locale saves 100 ms apart, per run: ${rebuildsOfFive.join(', ')}`);
  console.log('\nThe dev server\'s rebuilds after each flow edit:');
  for (const line of flowLines) console.log(`  ${line}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
