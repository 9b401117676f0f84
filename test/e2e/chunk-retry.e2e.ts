import type { Page, Route } from 'playwright-core';
import esUS from '../../locales/es-US/translation.json';
import frCA from '../../locales/fr-CA/translation.json';
import ptPT from '../../locales/pt-PT/translation.json';
import frCAConsole from '../../locales/fr-CA/console.json';
import { audit, watchPage } from './audit';
import { useServerAndBrowser } from './browser';
import { continueFrom, onStep, pick } from './flow-by-value';

const env = useServerAndBrowser();

/** The app's chunk that starts it (src/web/boot/main.tsx imports it after the first paint). */
const BOOT_CHUNK = /\/v3\/dist\/boot\.[0-9a-f]+\.js$/;
/** The console's French texts, a chunk the console loads before it shows anything. */
const CONSOLE_TEXTS = /\/v3\/dist\/console-locale-fr-CA-console-json\.[0-9a-f]+\.js$/;
/** Long enough for the loader's retries, short enough that a page that never recovers fails the test quickly. */
const WAIT = { timeout: 20_000 };

type Failure = 'network error' | 'HTTP 503';
const fail = (route: Route, failure: Failure) => (failure === 'network error' ? route.abort('failed') : route.fulfill({ status: 503, contentType: 'text/plain', body: 'unavailable' }));

/** Fails the first `times` requests for `pattern` (all of them when `times` is Infinity); returns the count of requests seen. */
async function failChunk(page: Page, pattern: RegExp, failure: Failure, times: number): Promise<{ requests: number }> {
  const seen = { requests: 0 };
  await page.route(pattern, (route) => {
    seen.requests += 1;
    return seen.requests <= times ? fail(route, failure) : route.fallback();
  });
  return seen;
}

describe('a boot chunk that fails to load', () => {
  it.each<Failure>(['network error', 'HTTP 503'])('once (%s): it is fetched again and the app starts', async (failure) => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const problems = watchPage(page);
    const seen = await failChunk(page, BOOT_CHUNK, failure, 1);
    await page.goto(`${env.server.url}/v3/dist/?lang=pt-PT`);
    expect(await page.locator('h1').innerText()).toBe(ptPT.steps.unit.title);
    // The app, once started, puts the step in the address.
    await page.waitForFunction(() => window.location.pathname === '/v3/dist/unit', undefined, WAIT);
    expect(seen.requests).toBe(2);
    const unit = page.locator('input[type=radio][name=root_unit][value=move]');
    expect(await unit.isChecked()).toBe(false);
    await pick(unit);
    await continueFrom(page, 'unit');
    await onStep(page, 'language');
    expect(await page.locator('h1').innerText()).toBe(ptPT.steps.language.title);
    expect(await page.getByText(ptPT.nojs.loadFailedTitle).isVisible()).toBe(false);
    // The failed attempt is the browser's own report; nothing else went wrong.
    expect(problems.filter((problem) => !/Failed to load resource/.test(problem))).toEqual([]);
    await context.close();
  });

  it('always: after its retries the member is told in their language, with a way to try again that works', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const seen = await failChunk(page, BOOT_CHUNK, 'network error', Infinity);
    await page.goto(`${env.server.url}/v3/dist/?lang=pt-PT`);
    expect(await page.locator('h1').innerText()).toBe(ptPT.steps.unit.title);
    const notice = page.getByRole('alert').filter({ hasText: ptPT.nojs.loadFailedTitle });
    await notice.waitFor(WAIT);
    expect(await notice.innerText()).toContain(ptPT.nojs.loadFailed);
    // Retried before the member was told.
    expect(seen.requests).toBeGreaterThanOrEqual(3);
    // The prerendered step stays: the notice is added, nothing is blanked.
    expect(await page.locator('h1').innerText()).toBe(ptPT.steps.unit.title);
    await audit(page, 'boot chunk failed, pt-PT first step');
    // The network is back: "try again" reloads the page and the app starts.
    await page.unroute(BOOT_CHUNK);
    await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: ptPT.nojs.reload }).click()]);
    expect(await page.getByText(ptPT.nojs.loadFailedTitle).isVisible()).toBe(false);
    const unit = page.locator('input[type=radio][name=root_unit][value=bloom]');
    expect(await unit.isChecked()).toBe(false);
    await pick(unit);
    await continueFrom(page, 'unit');
    await onStep(page, 'language');
    await context.close();
  });

  it('always, on a deep link: the page is not blank but says what happened', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await failChunk(page, BOOT_CHUNK, 'HTTP 503', Infinity);
    await page.goto(`${env.server.url}/v3/dist/country?lang=es-US`);
    expect(await page.getByText(esUS.nojs.loadFailedTitle).isVisible()).toBe(false);
    const notice = page.getByRole('alert').filter({ hasText: esUS.nojs.loadFailedTitle });
    await notice.waitFor(WAIT);
    expect(await notice.getByRole('button', { name: esUS.nojs.reload }).isVisible()).toBe(true);
    await audit(page, 'boot chunk failed, es-US deep link');
    await context.close();
  });
});

describe('the console with a chunk that fails to load', () => {
  it('once: it is fetched again and the sign-in shows', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const seen = await failChunk(page, CONSOLE_TEXTS, 'HTTP 503', 1);
    await page.goto(`${env.server.url}/console/?lang=fr-CA`);
    await page.getByRole('heading', { level: 1, name: frCAConsole.console.signIn.heading }).waitFor(WAIT);
    expect(seen.requests).toBe(2);
    await context.close();
  });

  it('always: the console says so in its language instead of a blank page', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await failChunk(page, CONSOLE_TEXTS, 'network error', Infinity);
    await page.goto(`${env.server.url}/console/?lang=fr-CA`);
    const notice = page.getByRole('alert').filter({ hasText: frCA.nojs.loadFailedTitle });
    await notice.waitFor(WAIT);
    expect(await notice.getByRole('button', { name: frCA.nojs.reload }).isVisible()).toBe(true);
    await audit(page, 'console chunk failed, fr-CA');
    await context.close();
  });
});
