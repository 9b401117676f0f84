import type { Page } from 'playwright-core';
import enUS from '../../locales/en-US/translation.json';
import ptPT from '../../locales/pt-PT/translation.json';
import { audit, watchPage } from './audit';
import { useServerAndBrowser } from './browser';
import { continueFrom, currentStep, onStep, pick, type Member } from './flow-by-value';
import { walkTo } from './member-walk';

// An appointment step made for a phone (390×844): a day, then that day's times; "no
// appointment" is its own choice; the booked time shows chosen on return; after a 409 the taken time is cleared.
const env = useServerAndBrowser();
const member: Member = { firstName: 'Maria', lastName: 'Costa', dateOfBirth: '1991-03-05', email: 'maria.costa@example.org', phone: '+1 416 555 0188' };
const SHOTS = process.env.SCREENSHOT_DIR;

const times = (page: Page) => page.locator('input[type=radio][name=root_slot][value^="20"]');
const none = (page: Page) => page.locator('#root_slot-none');

/** A rival member books `start` through the API (unit move, Canada) before our member can. */
async function rivalBooks(start: string): Promise<number> {
  const base = `${env.server.url}/member`;
  const started = await fetch(`${base}/enrolments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ locale: 'en-US', unit: 'move' }) });
  const cookie = (started.headers.get('set-cookie') ?? '').split(';')[0];
  const headers = { 'content-type': 'application/json', cookie };
  for (const [step, answers] of [['language', { language: 'EN' }], ['country', { country: 'CA' }]] as const) {
    await fetch(`${base}/enrolment/steps/${step}`, { method: 'PUT', headers, body: JSON.stringify({ answers }) });
  }
  return (await fetch(`${base}/enrolment/booking`, { method: 'POST', headers, body: JSON.stringify({ start }) })).status;
}

describe.each([
  ['en-US', enUS],
  ['pt-PT', ptPT],
] as const)('the appointment step in %s at 390×844', (language, texts) => {
  it('offers a day then its times, keeps the booked time on return, and clears a time taken meanwhile', async () => {
    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`${env.server.url}/v3/dist/?unit=move&lang=${language}`);
    await onStep(page, 'language');
    await walkTo(page, member, {}, 'appointment');
    await page.locator('#root_slot-day').waitFor();

    // Untouched: "no appointment now" is the visible choice, one day's times only, none of them chosen.
    expect(await none(page).isChecked()).toBe(true);
    expect(await page.getByText(texts.slots.noChoice).isVisible()).toBe(true);
    const dayOptions = await page.locator('#root_slot-day option').allInnerTexts();
    expect(dayOptions.length).toBeGreaterThanOrEqual(9);
    const offered = await times(page).count();
    expect(offered).toBeGreaterThan(0);
    expect(offered).toBeLessThanOrEqual(8);
    expect(dayOptions[0]).toContain(String(offered));
    expect(await page.locator('input[type=radio][name^=root_slot]:checked').count()).toBe(1);
    await audit(page, `${language} appointment untouched`);
    if (SHOTS && language === 'en-US') await page.screenshot({ path: `${SHOTS}/appointment-1-untouched.png`, fullPage: true });

    // Choose the second day, then its second time: the whole choice fits on the phone's screen.
    const secondDay = await page.locator('#root_slot-day option').nth(1).getAttribute('value');
    await page.locator('#root_slot-day').selectOption(secondDay);
    const chosen = times(page).nth(1);
    const start = (await chosen.getAttribute('value'))!;
    await pick(chosen);
    expect(await none(page).isChecked()).toBe(false);
    const box = await page.locator('form .actions button[type=submit]').boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(844 * 2);
    await audit(page, `${language} appointment chosen`);
    if (SHOTS && language === 'en-US') await page.screenshot({ path: `${SHOTS}/appointment-2-chosen.png`, fullPage: true });
    await continueFrom(page, 'appointment');
    // The save goes behind the member: the booking is made once the queue has sent it.
    await page.waitForFunction(() => localStorage.getItem('onboarding_v3_save_queue') === null);
    const booked = await env.server.db.query("select 1 from bookings where status = 'active' and start_at = $1", [start]);
    expect(booked.rows).toHaveLength(1);

    // Back on the step, the member's own booking is shown chosen, on its day.
    await page.goBack();
    await onStep(page, 'appointment');
    await page.locator('#root_slot-day').waitFor();
    expect(await page.locator('#root_slot-day').inputValue()).toBe(secondDay);
    expect(await page.locator(`input[type=radio][name=root_slot][value="${start}"]`).isChecked()).toBe(true);
    expect(await none(page).isChecked()).toBe(false);

    // Another time is taken by a rival before Continue: 409, the message by the button, the time gone and cleared.
    const other = times(page).nth(2);
    const taken = (await other.getAttribute('value'))!;
    await pick(other);
    expect(await rivalBooks(taken)).toBe(201);
    await page.locator('form .actions button[type=submit]').click();
    const message = page.locator('.action-error[data-error-code=slot_taken]');
    await message.waitFor();
    expect(await message.innerText()).toContain(texts.app.errors.slot_taken);
    expect(await message.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.locator(`input[type=radio][name=root_slot][value="${taken}"]`).waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#root_slot-none')?.checked === true);
    // The refusal comes after the member moved on, so the step opens again, on its first day: their booking is on the second.
    await page.locator('#root_slot-day').selectOption(secondDay);
    expect(await page.locator(`input[type=radio][name=root_slot][value="${start}"]`).count()).toBe(1);
    expect(currentStep(page)).toBe('appointment');
    await audit(page, `${language} appointment slot taken`);
    if (SHOTS && language === 'en-US') await page.screenshot({ path: `${SHOTS}/appointment-3-taken.png`, fullPage: true });
    expect(problems.filter((p) => !p.includes('409'))).toEqual([]);
    await context.close();
  });
});
