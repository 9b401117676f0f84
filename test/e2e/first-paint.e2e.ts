import type { Page, Route } from 'playwright-core';
import moment from 'moment-timezone';
import enUS from '../../locales/en-US/translation.json';
import frCA from '../../locales/fr-CA/translation.json';
import esUS from '../../locales/es-US/translation.json';
import { audit, watchPage } from './audit';
import { useServerAndBrowser } from './browser';
import { continueFrom, onStep, pick } from './flow-by-value';
import { linkedScripts, listedBootScripts } from '../../scripts/bench/bench-first-step-bytes';

// The flow's default flags: the ones the build prerendered the first step with.
const env = useServerAndBrowser();

/** Holds requests matching a pattern until released, to look at the page before they are answered. */
async function hold(page: Page, pattern: string | RegExp, method?: string): Promise<() => void> {
  const held: Route[] = [];
  let open = false;
  await page.route(pattern, (route) => {
    if (open || (method && route.request().method() !== method)) return route.fallback();
    held.push(route);
    return undefined;
  });
  return () => {
    open = true;
    for (const route of held.splice(0)) void route.fallback();
  };
}

describe('the first step at first paint, without JavaScript', () => {
  it.each([
    ['en-US', '/v3/dist/', {}, enUS.steps.unit.title, 'input[type=radio][name=root_unit]', 4],
    ['fr-CA', '/v3/dist/', { 'accept-language': 'fr-FR,fr;q=0.9' }, frCA.steps.unit.title, 'input[type=radio][name=root_unit]', 4],
    ['es-US', '/v3/dist/?unit=move&lang=es-US', {}, esUS.steps.language.title, '#root_language option', 2],
  ] as const)('%s at %s: heading, choices and Continue are there', async (language, url, headers, title, choices, atLeast) => {
    const context = await env.browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: headers });
    const page = await context.newPage();
    await page.goto(`${env.server.url}${url}`);
    expect(await page.locator('h1').innerText()).toBe(title);
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
    expect(await page.locator(choices).count()).toBeGreaterThanOrEqual(atLeast);
    const texts = { 'en-US': enUS, 'fr-CA': frCA, 'es-US': esUS }[language];
    expect(await page.locator('form .actions button[type=submit]').innerText()).toBe(texts.app.continue);
    expect(await page.locator('form .actions button[type=submit]').isVisible()).toBe(true);
    await context.close();
    // axe needs a script of its own: the same state with JavaScript on and the app's code refused.
    const audited = await env.browser.newContext({ extraHTTPHeaders: headers });
    const withoutApp = await audited.newPage();
    await withoutApp.route(/\/v3\/dist\/.*\.js$/, (route) => route.abort());
    await withoutApp.goto(`${env.server.url}${url}`);
    expect(await withoutApp.locator('h1').innerText()).toBe(title);
    await audit(withoutApp, `first paint ${language} ${url}`);
    await audited.close();
  });
});

describe('the first step hydrated', () => {
  it('keeps the prerendered elements, logs no hydration error, and the flow goes on', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const problems = watchPage(page);
    const release = await hold(page, /\/v3\/dist\/main\.[0-9a-f]+\.js$/);
    await page.goto(`${env.server.url}/v3/dist/`, { waitUntil: 'commit' });
    await page.locator('h1').waitFor();
    expect(await page.locator('h1').innerText()).toBe(enUS.steps.unit.title);
    // An element the app did not make: if the app replaced the page instead of hydrating it, the mark is gone.
    await page.evaluate(() => Object.assign(document.querySelector('h1') ?? {}, { prerendered: true }));
    release();
    await onStep(page, 'unit');
    expect(await page.evaluate(() => (document.querySelector('h1') as (HTMLElement & { prerendered?: boolean }) | null)?.prerendered)).toBe(true);
    await pick(page.locator('input[type=radio][name=root_unit][value=move]'));
    await continueFrom(page, 'unit');
    await onStep(page, 'language');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('takes an answer and Continue while the enrolment is still starting', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const problems = watchPage(page);
    const release = await hold(page, /\/member\/enrolments$/, 'POST');
    const started = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/member/enrolments'));
    await page.goto(`${env.server.url}/v3/dist/?lang=fr-CA`);
    await started;
    expect(await page.locator('form .actions button[type=submit]').isEnabled()).toBe(true);
    await pick(page.locator('input[type=radio][name=root_unit][value=thrive]'));
    await page.locator('form .actions button[type=submit]').click();
    expect(await page.locator('form .actions button[type=submit]').innerText()).toBe(frCA.app.saving);
    release();
    await onStep(page, 'language');
    expect(await page.locator('h1').innerText()).toBe(frCA.steps.language.title);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the client time zone report at start', () => {
  it('is the browser zone offset, sent before any later chunk is fetched', async () => {
    const zone = moment.tz.zone('Australia/Sydney');
    if (!zone) throw new Error('moment-timezone lacks Australia/Sydney');
    const context = await env.browser.newContext({ timezoneId: 'Australia/Sydney' });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const start = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/member/enrolments'));
    await page.goto(`${env.server.url}/v3/dist/`);
    const body = (await start).postDataJSON() as { clientTimezone?: unknown; isDST?: unknown };
    const beforeStart = [...scripts];
    const now = Date.now();
    const january = -zone.utcOffset(Date.UTC(new Date(now).getUTCFullYear(), 0, 1, 12));
    const july = -zone.utcOffset(Date.UTC(new Date(now).getUTCFullYear(), 6, 1, 12));
    expect(body.clientTimezone).toBe(-zone.utcOffset(now));
    expect(body.isDST).toBe(-zone.utcOffset(now) > Math.min(january, july));
    // Only the first step's own code (what the page itself loads and lists for its entry to preload) was fetched before the start:
    // nothing waited for the zone database or another step's chunk.
    const html = await (await fetch(`${env.server.url}/v3/dist/`)).text();
    // Read as the first step's byte budget reads the page (scripts/bench/bench-first-step-bytes.ts).
    const boot = listedBootScripts(html);
    expect(boot.length).toBeGreaterThan(1);
    const own = linkedScripts(html).map((file) => `/v3/dist/${file}`);
    expect(own.length).toBeGreaterThan(1);
    expect(beforeStart.filter((path) => !own.includes(path) && !/\/locale-[\w-]+\.[0-9a-f]+\.js$/.test(path))).toEqual([]);
    await context.close();
  });
});
