import type { Locator, Page } from 'playwright-core';
import enUS from '../../locales/en-US/translation.json';
import esUS from '../../locales/es-US/translation.json';
import { audit, watchPage } from './audit';
import { useServerAndBrowser } from './browser';
import { answerers, continueFrom, currentStep, onStep, type Member } from './flow-by-value';
import { walkTo } from './member-walk';

// Every server-side failure moves focus to a message next to the action, or to the error
// summary with the fields at fault linked; a lost session is explained and starting again is confirmed first.
const env = useServerAndBrowser();
const member: Member = { firstName: 'Rosa', lastName: 'Méndez', dateOfBirth: '1988-09-14', email: 'rosa.mendez@example.org', phone: '+1 416 555 0123' };

const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));
const inView = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });
const progress = (page: Page) => page.evaluate(() => window.localStorage.getItem('onboarding_v3_progress'));

describe.each([
  ['en-US', enUS],
  ['es-US', esUS],
] as const)('server errors in %s', (language, texts) => {
  it('show next to the action with focus, link refused fields, and explain a lost session with a confirmed start again', async () => {
    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`${env.server.url}/v3/dist/?unit=move&lang=${language}`);
    await onStep(page, 'language');
    await walkTo(page, member, {}, 'profile');

    // A save the server refuses field by field: the summary takes focus, lists the fields in form order, each linked and marked.
    await answerers(page, member).profile();
    expect(await page.locator('.error-summary').count()).toBe(0);
    expect(await page.locator('#root_phone').getAttribute('aria-invalid')).not.toBe('true');
    const refusal = { error: { code: 'validation_failed', message: 'Answers were rejected', fields: [{ field: 'phone', rule: 'pattern' }, { field: 'firstName', rule: 'required' }] } };
    await page.route('**/member/enrolment/steps/profile', (route) => route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify(refusal) }));
    await page.locator('form .actions button[type=submit]').click();
    const summary = page.locator('.error-summary');
    await summary.waitFor();
    expect(currentStep(page)).toBe('profile');
    expect(await focused(summary)).toBe(true);
    expect(await inView(summary)).toBe(true);
    expect(await summary.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['#root_firstName', '#root_phone']);
    expect(await summary.innerText()).toContain(texts.errors.pattern);
    expect(await page.locator('#root_phone').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#root_firstName').getAttribute('aria-invalid')).toBe('true');
    await audit(page, `${language} profile refused by the server`);
    await page.unroute('**/member/enrolment/steps/profile');
    await continueFrom(page, 'profile');
    await walkTo(page, member);

    // A failed submit: the message sits just above Submit, in view, with focus.
    const submit = page.locator('.actions button.button:not(.button-secondary)');
    expect(await page.locator('.action-error').count()).toBe(0);
    await page.route('**/member/enrolment/submit', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'server_error', message: 'boom' } }) }));
    await submit.click();
    const message = page.locator('.action-error');
    await message.waitFor();
    expect(await message.innerText()).toContain(texts.app.errors.server_error);
    expect(await focused(message)).toBe(true);
    expect(await inView(message)).toBe(true);
    const [messageBox, submitBox] = [await message.boundingBox(), await submit.boundingBox()];
    expect(messageBox!.y + messageBox!.height).toBeLessThanOrEqual(submitBox!.y);
    expect(submitBox!.y - (messageBox!.y + messageBox!.height)).toBeLessThan(100);
    await audit(page, `${language} submit failed`);
    await page.unroute('**/member/enrolment/submit');

    // The session is gone (cookies cleared): explained, and "Start again" wipes only once confirmed.
    await context.clearCookies();
    await submit.click();
    await page.locator('.action-error[data-error-code=no_session]').waitFor();
    expect(await message.innerText()).toContain(texts.app.errors.no_session);
    expect(await focused(message)).toBe(true);
    expect(await message.getByRole('button', { name: texts.app.retry }).count()).toBe(0);
    await audit(page, `${language} no session`);
    await message.getByRole('button', { name: texts.app.startAgain }).click();
    const dialog = page.getByRole('dialog', { name: texts.app.startAgainTitle });
    await dialog.waitFor();
    await audit(page, `${language} confirm start again`);
    await dialog.getByRole('button', { name: texts.app.cancel }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(currentStep(page)).toBe('review');
    expect(await progress(page)).toContain(member.email);
    await message.getByRole('button', { name: texts.app.startAgain }).click();
    await page.getByRole('dialog').getByRole('button', { name: texts.app.startAgainYes }).click();
    await onStep(page, 'language');
    expect(await page.locator('#root_language').inputValue()).toBe('');
    expect(await progress(page)).not.toContain(member.email);
    expect(problems.filter((p) => !/40[01]|500/.test(p))).toEqual([]);
    await context.close();
  });
});
