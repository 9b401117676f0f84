import type { BrowserContext, Page, Route } from 'playwright-core';
import enUS from '../../locales/en-US/translation.json';
import { watchPage } from './audit';
import { useServerAndBrowser } from './browser';
import { answerers, continueFrom, currentStep, onStep, type Member } from './flow-by-value';
import { walkTo } from './member-walk';

// Continue moves on as soon as the browser's validators pass; the save goes behind the member, in order, each with
// its own Idempotency-Key, kept in local storage until the server acknowledged it.
const env = useServerAndBrowser();
const member: Member = { firstName: 'Maya', lastName: 'Okafor', dateOfBirth: '1988-06-14', email: 'maya.okafor@example.org', phone: '+1 416 555 0188' };
const QUEUE_KEY = 'onboarding_v3_save_queue';

async function open(until: string): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const problems = watchPage(page);
  await page.goto(`${env.server.url}/v3/dist/?unit=move&lang=en-US`);
  await onStep(page, 'language');
  await walkTo(page, member, {}, until);
  return { context, page, problems };
}

/** Holds every request to a step's save until released; the held ones are sent on then, as the browser made them. */
function holdSaves(page: Page, steps: string) {
  const held: Route[] = [];
  const keys: string[] = [];
  const pattern = `**/member/enrolment/steps/${steps}`;
  const ready = page.route(pattern, (route: Route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    held.push(route);
  });
  return {
    held,
    keys,
    ready,
    release: async () => {
      await page.unroute(pattern);
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
    },
  };
}

/** The enrolment the page started (it starts in the background on the first step). */
async function enrolmentId(page: Page): Promise<string> {
  const id = await page.waitForFunction(() => (JSON.parse(localStorage.getItem('onboarding_v3_progress') ?? '{}') as { enrolmentId?: string }).enrolmentId);
  return (await id.jsonValue()) as string;
}
const queued = (page: Page) => page.evaluate((key) => localStorage.getItem(key), QUEUE_KEY);
const drained = (page: Page) => page.waitForFunction((key) => localStorage.getItem(key) === null, QUEUE_KEY, { timeout: 20_000 });

async function savedAnswers(id: string): Promise<Record<string, unknown>> {
  const { rows } = await env.server.db.query<{ step_id: string; answers: unknown }>('select step_id, answers from step_answers where enrolment_id = $1 order by step_id', [id]);
  return Object.fromEntries(rows.map((row) => [row.step_id, row.answers]));
}

describe('saves behind the member', () => {
  it('moves on while a save hangs, keeps the queue across a reload (asking first), and the server ends with every answer once', async () => {
    const { context, page, problems } = await open('language');
    const id = await enrolmentId(page);
    const hold = holdSaves(page, '*');
    await hold.ready;
    expect(await queued(page)).toBeNull();
    await answerers(page, member).language();
    await continueFrom(page, 'language');
    await onStep(page, 'country');
    await answerers(page, member).country();
    await continueFrom(page, 'country');
    await onStep(page, 'region');
    // One save at a time, in order: the country waits behind the language.
    expect(hold.held.map((route) => new URL(route.request().url()).pathname.split('/').pop())).toEqual(['language']);
    expect(await savedAnswers(id)).toEqual({});
    expect(await page.locator('form .actions button[type=submit]').isEnabled()).toBe(true);

    // Leaving with unsent answers asks first; the queue survives the reload, each save with the key it had.
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => void (dialogs.push(dialog.type()), dialog.accept()));
    await page.reload();
    await onStep(page, 'region');
    expect(dialogs).toEqual(['beforeunload']);
    await page.locator('#root_region').waitFor();
    await hold.release();
    await drained(page);
    expect(await savedAnswers(id)).toEqual({ language: { language: 'EN' }, country: { country: 'CA' } });
    // The language save was sent before the reload and again after it, with one key.
    expect(hold.keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(hold.keys).size).toBe(1);
    expect(hold.keys.every((key) => /^save_[A-Za-z0-9]{24}$/.test(key))).toBe(true);
    await answerers(page, member).region();
    await continueFrom(page, 'region');
    await drained(page);
    expect(Object.keys(await savedAnswers(id))).toEqual(['country', 'language', 'region']);
    expect(problems.filter((p) => !/steps\//.test(p))).toEqual([]);
    await context.close();
  });

  it('offline, the member answers three steps, is told the answers wait, and they all go once back online', async () => {
    const { context, page } = await open('region');
    const id = await enrolmentId(page);
    // The code of the later steps is in before the connection goes.
    await page.waitForLoadState('networkidle');
    const status = page.locator('.save-queue-status');
    expect(await status.innerText()).toBe('');
    await context.setOffline(true);
    for (const step of ['region', 'timezone', 'profile']) {
      await answerers(page, member)[step]();
      await continueFrom(page, step);
    }
    expect(currentStep(page)).toBe('about-you');
    expect(await status.innerText()).toBe(enUS.saveQueue.waiting_other.replace('{{count}}', '3'));
    expect(Object.keys(await savedAnswers(id))).toEqual(['country', 'language']);
    await context.setOffline(false);
    await page.waitForFunction((text) => document.querySelector('.save-queue-status')?.textContent === text, enUS.saveQueue.sent, { timeout: 20_000 });
    await drained(page);
    const saved = await savedAnswers(id);
    expect(Object.keys(saved)).toEqual(['country', 'language', 'profile', 'region', 'timezone']);
    expect(saved.profile).toMatchObject({ firstName: member.firstName, email: member.email });
    await context.close();
  });

  it('a save the server refuses after the member moved on brings them back to the step with its message and their answers', async () => {
    const { context, page } = await open('profile');
    const id = await enrolmentId(page);
    const hold = holdSaves(page, 'profile');
    await hold.ready;
    await answerers(page, member).profile();
    await continueFrom(page, 'profile');
    await onStep(page, 'about-you');
    expect(await page.locator('.error-summary').count()).toBe(0);
    const refusal = { error: { code: 'validation_failed', message: 'Answers were rejected', fields: [{ field: 'phone', rule: 'pattern' }] } };
    await hold.held[0].fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify(refusal) });
    await page.unroute('**/member/enrolment/steps/profile');
    await onStep(page, 'profile');
    const summary = page.locator('.error-summary');
    await summary.waitFor();
    expect(await summary.innerText()).toContain(enUS.errors.pattern);
    expect(await page.locator('#root_phone').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#root_email').inputValue()).toBe(member.email);
    expect(await savedAnswers(id)).not.toHaveProperty('profile');
    // Saved again, it goes through and the member moves on.
    await continueFrom(page, 'profile');
    await onStep(page, 'about-you');
    await drained(page);
    expect(await savedAnswers(id)).toHaveProperty('profile');
    await context.close();
  });

  it('a submit with saves still queued waits for them, busy, and then enrols', async () => {
    const { context, page } = await open('appointment');
    const id = await enrolmentId(page);
    const hold = holdSaves(page, 'appointment');
    await hold.ready;
    let submits = 0;
    await page.route('**/member/enrolment/submit', (route: Route) => ((submits += 1), route.continue()));
    await continueFrom(page, 'appointment');
    await onStep(page, 'review');
    const submit = page.locator('.actions button.button:not(.button-secondary)');
    expect(await submit.innerText()).toBe(enUS.app.submit);
    await submit.click();
    await page.waitForFunction((text) => document.querySelector('.actions button.button:not(.button-secondary)')?.textContent === text, enUS.app.submitting);
    expect(await submit.isDisabled()).toBe(true);
    expect(submits).toBe(0);
    await hold.release();
    await onStep(page, 'done');
    expect(submits).toBe(1);
    const { rows } = await env.server.db.query<{ status: string }>('select status from enrolments where id = $1', [id]);
    expect(rows).toEqual([{ status: 'submitted' }]);
    expect(await savedAnswers(id)).toHaveProperty('appointment');
    await context.close();
  });
});
