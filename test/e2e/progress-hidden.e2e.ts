import type { BrowserContext, Page } from 'playwright-core';
import enUS from '../../locales/en-US/translation.json';
import { useServerAndBrowser } from './browser';
import { onStep } from './flow-by-value';

const env = useServerAndBrowser();

const PROGRESS_KEY = 'onboarding_v3_progress';

/**
 * Headless Chromium never hides a page, so the page is hidden as a phone's browser hides it when the member switches
 * app: `document.visibilityState` turns "hidden", `visibilitychange` fires, and no frame is painted any more
 * (animation frames wait). `window.__hide()` does it; with `hideOnStepChange`, the first address change the app
 * makes after `window.__armHide()` hides the page in the same moment.
 */
const HIDING = `(() => {
  let hidden = false;
  let armed = false;
  const frames = [];
  Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden });
  const requestFrame = window.requestAnimationFrame.bind(window);
  // A frame asked for before the page was hidden does not come either.
  window.requestAnimationFrame = (callback) => requestFrame((time) => (hidden ? frames.push(callback) : callback(time)));
  window.__hide = () => {
    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
  };
  window.__armHide = () => { armed = true; };
  const push = history.pushState.bind(history);
  history.pushState = (...args) => {
    push(...args);
    if (armed) { armed = false; window.__hide(); }
  };
})();`;

/** The step the site's stored progress names, read from another page of the site, as the page reopened after the system ended this one. */
async function storedStep(reader: Page): Promise<unknown> {
  return reader.evaluate((key) => (JSON.parse(window.localStorage.getItem(key) ?? '{}') as { stepId?: unknown }).stepId, PROGRESS_KEY);
}

/** A member on the language step with English picked, and a page of the same site to read the storage with. */
async function onLanguageStep(context: BrowserContext): Promise<{ page: Page; reader: Page }> {
  await context.addInitScript(HIDING);
  const page = await context.newPage();
  await page.goto(`${env.server.url}/v3/dist/?unit=move&lang=en-US`);
  await onStep(page, 'language');
  await page.getByLabel(enUS.fields.language.label).selectOption('EN');
  const reader = await context.newPage();
  await reader.goto(`${env.server.url}/healthz`);
  await page.bringToFront();
  await page.waitForFunction((key) => (JSON.parse(window.localStorage.getItem(key) ?? '{}') as { stepId?: unknown }).stepId === 'language', PROGRESS_KEY, { polling: 50 });
  expect(await storedStep(reader)).toBe('language');
  return { page, reader };
}

const pressContinue = (page: Page) => page.locator('form .actions button[type=submit]').click();

/** A hidden page paints nothing: its address is polled, not watched frame by frame. */
const reached = (page: Page, step: string) => page.waitForFunction((path) => window.location.pathname === path, `/v3/dist/${step}`, { polling: 20 });

describe('progress when the member switches away from the page', () => {
  it('is stored at once when the save answers after the page was hidden', async () => {
    const context = await env.browser.newContext();
    const { page, reader } = await onLanguageStep(context);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/member\/enrolment\/steps\//, async (route) => {
      await held;
      await route.continue();
    });
    const saving = page.waitForRequest(/\/member\/enrolment\/steps\//);
    await pressContinue(page);
    await saving;
    await page.evaluate(() => (window as unknown as { __hide: () => void }).__hide());
    release();
    await reached(page, 'country');
    expect(await page.evaluate(() => document.visibilityState)).toBe('hidden');
    // The system may end a hidden page without another event: the new step must already be stored.
    expect(await storedStep(reader)).toBe('country');
    await context.close();
  });

  it('is stored when the page is hidden in the moment the next step shows', async () => {
    const context = await env.browser.newContext();
    const { page, reader } = await onLanguageStep(context);
    await page.evaluate(() => (window as unknown as { __armHide: () => void }).__armHide());
    await pressContinue(page);
    await reached(page, 'country');
    expect(await page.evaluate(() => document.visibilityState)).toBe('hidden');
    expect(await storedStep(reader)).toBe('country');
    await context.close();
  });
});
