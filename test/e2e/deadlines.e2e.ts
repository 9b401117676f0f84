import type { BrowserContext, Page, Request, Route } from 'playwright-core';
import enUS from '../../locales/en-US/translation.json';
import frCA from '../../locales/fr-CA/translation.json';
import { watchPage } from './audit';
import { useServerAndBrowser } from './browser';
import { answerers, currentStep, onStep, type Member } from './flow-by-value';
import { walkTo } from './member-walk';

// No wait without an end: a save or a submit that never answers, a 503 and an offline browser each end in a message
// next to the action, in the member's language, with "Try again"; nothing typed is lost and the page is usable again.
const env = useServerAndBrowser();
const member: Member = { firstName: 'Inès', lastName: 'Tremblay', dateOfBirth: '1984-03-09', email: 'ines.tremblay@example.org', phone: '+1 514 555 0147' };
type Texts = typeof enUS;

const continueButton = (page: Page) => page.locator('form .actions button[type=submit]');
const backButton = (page: Page) => page.locator('.actions button.button-secondary');
const submitButton = (page: Page) => page.locator('.actions button.button:not(.button-secondary)');
const changeButtons = (page: Page) => page.locator('.summary-actions button');
const hang = () => undefined;

/** Moves the page's clock on until `done` holds (the client's deadlines run on it), at most `limitMs`. */
async function runClockUntil(page: Page, done: () => Promise<boolean>, limitMs: number): Promise<void> {
  for (let spent = 0; spent <= limitMs; spent += 1_000) {
    if (await done()) return;
    await page.clock.fastForward(1_000);
    // Lets the page's aborted fetches settle before the next jump.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  throw new Error(`Still waiting after ${limitMs} ms of page time`);
}

async function open(language: string, until: string): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const problems = watchPage(page);
  await page.goto(`${env.server.url}/v3/dist/?unit=move&lang=${language}`);
  await onStep(page, 'language');
  await walkTo(page, member, {}, until);
  return { context, page, problems };
}

const enabled = (locator: ReturnType<typeof continueButton>) => locator.evaluateAll((buttons) => buttons.map((b) => !(b as HTMLButtonElement).disabled)).then((all) => all.length > 0 && all.every(Boolean));
const disabled = (locator: ReturnType<typeof continueButton>) => locator.evaluateAll((buttons) => buttons.map((b) => (b as HTMLButtonElement).disabled)).then((all) => all.length > 0 && all.every(Boolean));

describe.each([
  ['en-US', enUS],
  ['fr-CA', frCA],
] as const)('in %s', (language, texts: Texts) => {
  it('a save that never answers does not hold the member; the submit waits for it, then says so with "Try again"; nothing is lost', async () => {
    const { context, page, problems } = await open(language, 'profile');
    await answerers(page, member).profile();
    const bodies: (string | null)[] = [];
    const keys: string[] = [];
    await page.route('**/member/enrolment/steps/profile', (route: Route) => {
      bodies.push(route.request().postData());
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      hang();
    });
    await page.clock.install();
    expect(await page.locator('.action-error').count()).toBe(0);
    expect(await enabled(continueButton(page))).toBe(true);
    // The save goes behind the member: the next step comes at once, usable.
    await continueButton(page).click();
    await onStep(page, 'about-you');
    expect(await enabled(continueButton(page))).toBe(true);
    expect(await continueButton(page).innerText()).toBe(texts.app.continue);
    await walkTo(page, member);

    // The submit waits for the saves before it; a queue that cannot drain ends in a message with "Try again".
    await submitButton(page).click();
    await page.waitForFunction(() => document.querySelector<HTMLButtonElement>('.actions button.button:not(.button-secondary)')?.disabled === true);
    expect(await submitButton(page).innerText()).toBe(texts.app.submitting);
    expect(await disabled(changeButtons(page))).toBe(true);
    await runClockUntil(page, async () => (await page.locator('.action-error').count()) > 0, 90_000);
    const message = page.locator('.action-error');
    expect(await message.innerText()).toContain(texts.network.timeout);
    expect(await enabled(submitButton(page))).toBe(true);
    expect(await enabled(changeButtons(page))).toBe(true);
    // Tried again before giving up, each time the same answers under the same key.
    expect(bodies.length).toBeGreaterThan(1);
    expect(new Set(bodies).size).toBe(1);
    expect(new Set(keys).size).toBe(1);
    expect(JSON.parse(bodies[0] ?? '{}')).toMatchObject({ answers: { firstName: member.firstName, email: member.email } });

    await page.unroute('**/member/enrolment/steps/profile');
    await message.getByRole('button', { name: texts.app.retry }).click();
    await runClockUntil(page, async () => currentStep(page) === 'done', 60_000);
    expect(problems.filter((p) => !/profile/.test(p))).toEqual([]);
    await context.close();
  });

  it('a submit that never answers locks the answers while it runs, then says so with "Try again" and the same Idempotency-Key', async () => {
    const { context, page, problems } = await open(language, 'review');
    const keys: string[] = [];
    const remember = (request: Request) => keys.push(request.headers()['idempotency-key'] ?? '');
    await page.route('**/member/enrolment/submit', (route: Route) => {
      remember(route.request());
      hang();
    });
    await page.clock.install();
    expect(await changeButtons(page).count()).toBeGreaterThan(10);
    expect(await enabled(changeButtons(page))).toBe(true);
    await submitButton(page).click();
    await page.waitForFunction(() => document.querySelector<HTMLButtonElement>('.actions button.button:not(.button-secondary)')?.disabled === true);
    expect(await submitButton(page).innerText()).toBe(texts.app.submitting);
    // Nothing can change the answers meanwhile: no Change, no Back, not even the browser's back.
    expect(await disabled(changeButtons(page))).toBe(true);
    expect(await disabled(backButton(page))).toBe(true);
    await page.goBack();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(currentStep(page)).toBe('review');
    expect(await submitButton(page).innerText()).toBe(texts.app.submitting);

    await runClockUntil(page, async () => (await page.locator('.action-error').count()) > 0, 90_000);
    const message = page.locator('.action-error');
    expect(await message.innerText()).toContain(texts.network.timeout);
    expect(await enabled(changeButtons(page))).toBe(true);
    expect(await enabled(submitButton(page))).toBe(true);
    expect(keys.length).toBeGreaterThan(1);
    expect(new Set(keys).size).toBe(1);

    // "Try again" goes with the same key: a submit that reached the server is answered again, not done twice.
    await page.unroute('**/member/enrolment/submit');
    await page.route('**/member/enrolment/submit', (route: Route) => {
      remember(route.request());
      return route.continue();
    });
    await message.getByRole('button', { name: texts.app.retry }).click();
    await onStep(page, 'done');
    expect(new Set(keys).size).toBe(1);
    expect(problems.filter((p) => !/submit/.test(p))).toEqual([]);
    await context.close();
  });
});

describe('an outage and a lost connection', () => {
  it('a 503 is tried again after its Retry-After and the member goes on; a lasting 503 is said as an outage; a 500 is not tried again', async () => {
    const { context, page } = await open('en-US', 'profile');
    await answerers(page, member).profile();
    const times: number[] = [];
    await page.route('**/member/enrolment/steps/profile', async (route: Route) => {
      times.push(await page.evaluate(() => Date.now()));
      if (times.length === 1) return route.fulfill({ status: 503, headers: { 'retry-after': '3' }, contentType: 'application/json', body: JSON.stringify({ error: { code: 'unavailable', message: 'Database unavailable' } }) });
      return route.continue();
    });
    await page.clock.install();
    await continueButton(page).click();
    // The member goes on at once; the save is tried again behind them.
    await onStep(page, 'about-you');
    await runClockUntil(page, async () => times.length > 0, 5_000);
    await page.clock.fastForward(2_000);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    // The server asked for 3 s: not before.
    expect(times).toHaveLength(1);
    await page.clock.fastForward(1_100);
    await page.waitForFunction(() => localStorage.getItem('onboarding_v3_save_queue') === null);
    expect(times).toHaveLength(2);
    expect(await page.locator('.action-error').count()).toBe(0);

    await walkTo(page, member);
    let submits = 0;
    await page.route('**/member/enrolment/submit', (route: Route) => {
      submits += 1;
      return route.fulfill({ status: 503, headers: { 'retry-after': '2' }, contentType: 'application/json', body: JSON.stringify({ error: { code: 'unavailable', message: 'Database unavailable' } }) });
    });
    await submitButton(page).click();
    await runClockUntil(page, async () => (await page.locator('.action-error').count()) > 0, 60_000);
    expect(await page.locator('.action-error').innerText()).toContain(enUS.network.unavailable);
    expect(submits).toBeGreaterThan(1);
    expect(await page.locator('.action-error').getByRole('button', { name: enUS.app.retry }).count()).toBe(1);

    await page.unroute('**/member/enrolment/submit');
    submits = 0;
    await page.route('**/member/enrolment/submit', (route: Route) => {
      submits += 1;
      return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'server_error', message: 'boom' } }) });
    });
    await page.locator('.action-error').getByRole('button', { name: enUS.app.retry }).click();
    await page.locator('.action-error').getByText(enUS.app.errors.server_error).waitFor();
    await page.clock.fastForward(10_000);
    expect(submits).toBe(1);
    await context.close();
  });

  it('offline: Continue goes on, the page says the answers wait, and once back online they go', async () => {
    const { context, page } = await open('fr-CA', 'profile');
    await answerers(page, member).profile();
    await context.setOffline(true);
    const status = page.locator('.save-queue-status');
    expect(await status.innerText()).toBe('');
    await continueButton(page).click();
    await onStep(page, 'about-you');
    await page.waitForFunction((text) => document.querySelector('.save-queue-status')?.textContent === text, frCA.saveQueue.waiting_one.replace('{{count}}', '1'));
    expect(await page.locator('.action-error').count()).toBe(0);
    expect(await enabled(continueButton(page))).toBe(true);
    await context.setOffline(false);
    await page.waitForFunction((text) => document.querySelector('.save-queue-status')?.textContent === text, frCA.saveQueue.sent);
    await page.waitForFunction(() => localStorage.getItem('onboarding_v3_save_queue') === null);
    await context.close();
  });
});
