import type { Browser, BrowserContext, Page } from 'playwright-core';
import en from '../../locales/en-US/translation.json';
import { audit } from './audit';
import { launchBrowser, startServer } from './browser';
import { continueFrom, currentStep, onStep, type Member } from './flow-by-value';
import { walkTo } from './member-walk';

// redirectUnitToggle and fingerprintPrefill, each switched on (the defaults) and off.
const servers = {} as Record<'on' | 'off', Awaited<ReturnType<typeof startServer>>>;
let browser: Browser;
beforeAll(async () => {
  servers.on = await startServer();
  servers.off = await startServer({ redirectUnitToggle: false, fingerprintPrefill: false });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  for (const server of Object.values(servers)) {
    await server?.app.close();
    await server?.db.close();
  }
});

const member: Member = { firstName: 'Sunniva', lastName: 'Prefilltest', dateOfBirth: '1981-03-14', email: 'sunniva.prefill@example.org', phone: '+1 647 555 0123' };
const WEBVIEW = 'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36';
const PREFILL_KEY = 'onboarding_v3_prefill';
const countdown = (destination: string, count: number) => en.redirect.countdown_other.replace('{{destination}}', destination).replace('{{count}}', String(count));

/** A fresh context whose external destinations answer with a tiny page (this network reaches nothing outside). */
async function newContext(userAgent?: string): Promise<BrowserContext> {
  const context = await browser.newContext(userAgent ? { userAgent } : {});
  for (const host of ['https://app.test/**', 'https://www.example.com/**']) {
    await context.route(host, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>away</title><p>away</p></html>' }));
  }
  return context;
}

/** Walks a member of `unit` to the review and submits with the page's clock under the test's hand. */
async function enrolAndSubmit(page: Page, server: { url: string }, unit: string): Promise<void> {
  await page.goto(`${server.url}/v3/dist/?unit=${unit}`);
  await onStep(page, 'language');
  await walkTo(page, member);
  await page.clock.install();
  await page.getByRole('button', { name: en.app.submit }).click();
  await page.waitForFunction(() => window.location.pathname === '/v3/dist/done');
  await page.getByTestId('patient-state').waitFor();
}

const selected = (page: Page, field: string) => page.locator(`#root_${field}`).inputValue();
const storedChoices = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), PREFILL_KEY);

describe('redirectUnitToggle on', () => {
  it('announces the send-on to the Meet page, lets the member stay for good; then fingerprintPrefill offers only where and language, clearable', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await enrolAndSubmit(page, servers.on, 'bloom');
    const timer = page.getByRole('timer');
    expect(await timer.innerText()).toBe(countdown(en.destinations.meet, 30));
    await page.clock.runFor(300);
    expect(await page.getByRole('status').filter({ hasText: countdown(en.destinations.meet, 30) }).count()).toBe(1);
    expect(await page.getByRole('link', { name: en.redirect.goNow.replace('{{destination}}', en.destinations.meet) }).getAttribute('href')).toBe('https://www.example.com/bloom/meet');
    await audit(page, 'done page counting down');
    await page.clock.runFor(10_000);
    // The page's clock also runs on its own meanwhile, so about 10 s have gone, not exactly 10.
    const left = Number(/(\d+) seconds/.exec(await timer.innerText())?.[1]);
    expect(left).toBeGreaterThanOrEqual(15);
    expect(left).toBeLessThanOrEqual(20);
    await page.getByRole('button', { name: en.redirect.stay }).click();
    await page.getByText(en.redirect.stopped).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(en.redirect.stopped);
    await page.clock.runFor(60_000);
    expect(currentStep(page)).toBe('done');
    expect(await timer.count()).toBe(0);
    await audit(page, 'done page, member stayed');

    // The device remembers the submitted enrolment's language, country, region and zone, and nothing else.
    expect(JSON.parse((await storedChoices(page)) ?? 'null')).toEqual({ language: 'EN', country: 'CA', region: 'ON', timezone: 'America/New_York' });
    await page.getByRole('button', { name: en.done.startNew }).click();
    await page.getByRole('dialog').getByRole('button', { name: en.done.confirmYes }).click();
    await onStep(page, 'language');
    expect(await selected(page, 'language')).toBe('EN');
    await page.getByTestId('prefill-notice').waitFor();
    await audit(page, 'language step pre-filled');
    await continueFrom(page, 'language');
    expect(await selected(page, 'country')).toBe('CA');
    await continueFrom(page, 'country');
    expect(await selected(page, 'region')).toBe('ON');
    await page.getByRole('button', { name: en.prefill.clear }).click();
    await page.getByTestId('prefill-cleared').waitFor();
    expect(await selected(page, 'region')).toBe('');
    expect(await page.getByTestId('prefill-notice').count()).toBe(0);
    expect(await storedChoices(page)).toBeNull();
    await audit(page, 'region step after clearing');
    await page.locator('#root_region').selectOption('ON');
    await continueFrom(page, 'region');
    // Cleared: the zone the earlier visit chose is no longer offered (this picker has no blank option).
    expect(await selected(page, 'timezone')).not.toBe('America/New_York');
    await page.locator('#root_timezone').selectOption('America/New_York');
    await continueFrom(page, 'timezone');
    for (const field of ['firstName', 'lastName', 'dateOfBirth', 'email', 'phone']) expect({ field, value: await page.locator(`#root_${field}`).inputValue() }).toEqual({ field, value: '' });
    await context.close();
  });

  it('holds the countdown while a dialog is open over it, and offers one primary action', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await enrolAndSubmit(page, servers.on, 'bloom');
    const timer = page.getByRole('timer');
    expect(await timer.innerText()).toBe(countdown(en.destinations.meet, 30));
    // One primary action (going on now); the destinations and "start new" are secondary.
    const primary = page.locator('main a.button:not(.button-secondary), main button.button:not(.button-secondary)');
    expect(await primary.allInnerTexts()).toEqual([en.redirect.goNow.replace('{{destination}}', en.destinations.meet)]);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: en.done.startNew }).click();
    await page.getByRole('dialog').waitFor();
    await page.clock.runFor(60_000);
    expect(currentStep(page)).toBe('done');
    const leftWhileOpen = Number(/(\d+) seconds/.exec(await timer.innerText())?.[1]);
    expect(leftWhileOpen).toBeGreaterThanOrEqual(28);
    await page.getByRole('dialog').getByRole('button', { name: en.app.cancel }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.clock.runFor(10_000);
    const leftAfter = Number(/(\d+) seconds/.exec(await timer.innerText())?.[1]);
    expect(leftAfter).toBeLessThanOrEqual(leftWhileOpen - 9);
    await audit(page, 'done page, countdown resumed after the dialog');
    await context.close();
  });

  it("sends a Move member into the app's Move enrolment after 30 s, not before", async () => {
    const context = await newContext();
    const page = await context.newPage();
    await enrolAndSubmit(page, servers.on, 'move');
    expect(await page.getByRole('timer').innerText()).toBe(countdown(en.destinations.move_enrolment, 30));
    await page.clock.runFor(29_000);
    expect(currentStep(page)).toBe('done');
    await Promise.all([page.waitForURL('https://app.test/**'), page.clock.runFor(1_500)]);
    expect(page.url()).toBe('https://app.test/?unit=move&action=enrollment');
    await context.close();
  });

  it('inside an in-app WebView sends a Thrive member to the app link, and "go now" goes at once', async () => {
    const context = await newContext(WEBVIEW);
    const page = await context.newPage();
    await enrolAndSubmit(page, servers.on, 'thrive');
    expect(await page.getByRole('timer').innerText()).toBe(countdown(en.destinations.app, 30));
    await Promise.all([page.waitForURL('https://app.test/**'), page.getByRole('link', { name: en.redirect.goNow.replace('{{destination}}', en.destinations.app) }).click()]);
    expect(page.url()).toBe('https://app.test/?t=home');
    await context.close();
  });
});

describe('redirectUnitToggle and fingerprintPrefill off (FLAG_<name>=false)', () => {
  it('shows only the links, never leaves on its own, remembers nothing, and a new enrolment starts blank even with choices left on the device', async () => {
    const context = await newContext();
    const page = await context.newPage();
    // Choices an earlier setting (flag on) left on the device: with the flag off they are neither offered nor kept.
    await context.addInitScript((key) => window.localStorage.setItem(key, JSON.stringify({ language: 'FR', country: 'US' })), PREFILL_KEY);
    await enrolAndSubmit(page, servers.off, 'move');
    expect(await page.getByTestId('unit-redirect').count()).toBe(0);
    expect(await page.getByRole('timer').count()).toBe(0);
    expect(await page.getByRole('link', { name: en.destinations.move_enrolment }).getAttribute('href')).toBe('https://app.test/?unit=move&action=enrollment');
    await page.clock.runFor(120_000);
    expect(currentStep(page)).toBe('done');
    expect(await storedChoices(page)).toBeNull();
    await page.getByRole('button', { name: en.done.startNew }).click();
    await page.getByRole('dialog').getByRole('button', { name: en.done.confirmYes }).click();
    await onStep(page, 'language');
    expect(await selected(page, 'language')).toBe('');
    expect(await page.getByTestId('prefill-notice').count()).toBe(0);
    await context.close();
  });
});
