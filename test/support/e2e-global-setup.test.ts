import fs from 'fs';
import os from 'os';
import path from 'path';
import { execFileSync } from 'child_process';
import e2eGlobalSetup from './e2e-global-setup';
import e2eGlobalTeardown from './e2e-global-teardown';
import { E2E_DATA_ENV } from './e2e-data-dir';
import { PGLITE_TEMPLATE_ENV } from './pglite-template';
import { E2E_BROWSER_ENV } from './lane-chromium';
import { launchBrowser } from '../e2e/browser';
import type { Browser } from 'playwright-core';
import { BUILD_TIMEOUT_MS, builtDist } from './built-dist';

const saved = { ...process.env };
const runTmp = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-setup-test-'));

/** Puts the environment back as it was, in place: Node reads TMPDIR from the process's real environment. */
function restoreEnvironment(): void {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
}

/** The lane's environment with this run's own temporary folder standing in for the machine's. */
function laneEnvironment(): void {
  restoreEnvironment();
  process.env.TMPDIR = runTmp;
  process.env.E2E_LOG_DIR = path.join(runTmp, 'logs');
  delete process.env[E2E_DATA_ENV];
  delete process.env[PGLITE_TEMPLATE_ENV];
  delete process.env[E2E_BROWSER_ENV];
  // Not the migrated archive (seconds of CPU, and its own tests): with a PostgreSQL named, the setup makes none.
  process.env.TEST_DATABASE_URL = 'postgres://unused.invalid/';
}

/** The Chromium browser processes (not their renderers or helpers) this test process started, by pid. */
function laneChromiums(): number[] {
  const table = execFileSync('ps', ['-ww', '-eo', 'pid=,ppid=,args=']).toString().trim().split('\n');
  return table
    .map((row) => row.trim().split(/\s+/))
    .filter(([, ppid, command]) => Number(ppid) === process.pid && /chromium/.test(command))
    .map(([pid]) => Number(pid));
}

/** Every browser a test opened, closed after it even when an assertion failed halfway. */
const opened: Browser[] = [];
async function openBrowser(): Promise<Browser> {
  const browser = await launchBrowser();
  opened.push(browser);
  return browser;
}

// The setup builds the page when it is missing or stale (a clean clone): built once here, so each test's own time
// measures the setup, not a first build.
beforeAll(() => void builtDist(), BUILD_TIMEOUT_MS);

afterEach(async () => {
  await Promise.all(opened.splice(0).map((browser) => browser.close().catch(() => undefined)));
  await e2eGlobalTeardown();
  restoreEnvironment();
});

afterAll(() => {
  fs.rmSync(runTmp, { recursive: true, force: true });
});

test('a temporary folder any browser-lane process makes the usual way is gone after the lane', async () => {
  laneEnvironment();
  expect(fs.readdirSync(runTmp)).toEqual([]);

  await e2eGlobalSetup();
  // A Jest worker, a browser or a test file inherits the environment the setup leaves and makes its own folder.
  const made = execFileSync(process.execPath, ['-e', "const fs = require('fs'), os = require('os'), path = require('path'); const d = fs.mkdtempSync(path.join(os.tmpdir(), 'console-e2e-')); fs.writeFileSync(path.join(d, 'PG_VERSION'), '17'); process.stdout.write(d)"], { env: process.env }).toString();
  expect(fs.existsSync(made)).toBe(true);
  await e2eGlobalTeardown();

  expect(fs.existsSync(made)).toBe(false);
  expect(fs.readdirSync(runTmp).sort()).toEqual(['logs']);
  expect(process.env.TMPDIR).toBe(runTmp);
}, 60_000);

test('the lane starts one Chromium that every file connects to, and its teardown stops it', async () => {
  laneEnvironment();
  expect(laneChromiums()).toEqual([]);

  await e2eGlobalSetup();
  const started = laneChromiums();
  expect(started).toHaveLength(1);
  expect(process.env[E2E_BROWSER_ENV]).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\//);

  // Two files of the lane, as two workers would run them: both pages are served by the one Chromium.
  const first = await openBrowser();
  const second = await openBrowser();
  const pages = await Promise.all([first, second].map(async (browser) => (await browser.newContext()).newPage()));
  await Promise.all(pages.map((page) => page.setContent('<p>lane</p>')));
  expect(await Promise.all(pages.map((page) => page.textContent('p')))).toEqual(['lane', 'lane']);
  expect(laneChromiums()).toEqual(started);
  await first.close();
  await second.close();

  await e2eGlobalTeardown();
  expect(laneChromiums()).toEqual([]);
  expect(process.env[E2E_BROWSER_ENV]).toBeUndefined();
  expect(fs.readdirSync(runTmp).sort()).toEqual(['logs']);
}, 60_000);

test("a file's contexts and their emulation go with its connection; the next file starts clean", async () => {
  laneEnvironment();
  await e2eGlobalSetup();
  const leaving = await openBrowser();
  const context = await leaving.newContext({ offline: true, timezoneId: 'Pacific/Kiritimati', locale: 'fr-CA', geolocation: { latitude: 45.5, longitude: -73.6 }, permissions: ['geolocation'], javaScriptEnabled: false });
  const page = await context.newPage();
  await page.route('**/*', (route) => route.fulfill({ body: 'routed' }));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto('about:blank#left-by-a-file');
  // The file ends without closing its context, as a file whose test failed halfway would.
  await leaving.close();

  const next = await openBrowser();
  const browserCdp = await next.newBrowserCDPSession();
  const left = new Set<string>();
  const gone = new Promise<void>((resolve) => {
    browserCdp.on('Target.targetDestroyed', ({ targetId }) => {
      left.delete(targetId);
      if (left.size === 0) resolve();
    });
  });
  await browserCdp.send('Target.setDiscoverTargets', { discover: true });
  const { targetInfos } = await browserCdp.send('Target.getTargets');
  for (const target of targetInfos.filter((info) => info.url.includes('left-by-a-file'))) left.add(target.targetId);
  // The server closes a connection's contexts when it goes; wait for that if it is still under way.
  if (left.size > 0) await gone;
  expect((await browserCdp.send('Target.getBrowserContexts')).browserContextIds).toEqual([]);

  const fresh = await (await next.newContext()).newPage();
  await fresh.setContent('<p></p>');
  const seen = await fresh.evaluate(async () => ({
    online: navigator.onLine,
    zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    geolocation: (await navigator.permissions.query({ name: 'geolocation' })).state,
  }));
  expect(seen).toEqual({ online: true, zone: Intl.DateTimeFormat().resolvedOptions().timeZone, geolocation: expect.not.stringMatching(/^granted$/) });
}, 60_000);

test('a lane whose Chromium has gone says so, and what to do, when a file connects', async () => {
  laneEnvironment();
  const stderr: string[] = [];
  const spy = jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => (stderr.push(String(chunk)), true));
  try {
    await e2eGlobalSetup();
    const [pid] = laneChromiums();
    expect(stderr.join('')).not.toMatch(/Chromium/);
    const exited = new Promise<void>((resolve) => {
      spy.mockImplementation((chunk) => (stderr.push(String(chunk)), resolve(), true));
    });
    process.kill(pid, 'SIGKILL');
    await exited;

    expect(stderr.join('')).toMatch(/browser lane's Chromium .*exited.*SIGKILL.*npm run test:e2e/s);
    await expect(launchBrowser()).rejects.toThrow(/browser lane's Chromium .* is gone.*npm run test:e2e/s);
  } finally {
    spy.mockRestore();
  }
}, 60_000);
