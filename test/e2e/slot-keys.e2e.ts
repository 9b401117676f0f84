import type { Page } from 'playwright-core';
import en from '../../locales/en-US/translation.json';
import { audit, watchPage } from './audit';
import { useServerAndBrowser } from './browser';
import { currentStep, onStep, type Member } from './flow-by-value';
import { walkTo } from './member-walk';

// The appointment step by keys alone: Tab, arrows, Space and Enter reach every time of every day offered, each
// time's accessible name says its date as well as its time, and the one chosen is booked.
const env = useServerAndBrowser();
const member: Member = { firstName: 'Inês', lastName: 'Moreau', dateOfBirth: '1979-11-30', email: 'ines.moreau@example.org', phone: '+1 416 555 0142' };
const SHOTS = process.env.SCREENSHOT_DIR;
const ZONE = 'America/New_York'; // the zone the shared answers choose on the time-zone step

const focused = (page: Page) => page.locator(':focus');
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const times = (page: Page) => page.locator('.slot-times input[type=radio]');

/** The date as the step writes it in the member's zone, e.g. "Monday, November 30, 2026". */
const longDate = (start: string) => new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: ZONE }).format(new Date(start));

/** Presses Tab until `id` has focus; the ids passed on the way, in order. */
async function tabTo(page: Page, id: string): Promise<string[]> {
  const passed: string[] = [];
  for (let press = 0; press < 40; press += 1) {
    await page.keyboard.press('Tab');
    const now = await focusedId(page);
    passed.push(now);
    if (now === id) return passed;
  }
  throw new Error(`Tab never reached #${id}; it went ${passed.join(' → ')}`);
}

describe('the appointment step by keyboard alone', () => {
  it('reaches every time of every day with Tab and the arrows, names each with its date and time, and books the one chosen with Space and Enter', async () => {
    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`${env.server.url}/v3/dist/?unit=move&lang=en-US`);
    await onStep(page, 'language');
    await walkTo(page, member, {}, 'appointment');
    await page.locator('#root_slot-day').waitFor();

    // Untouched: "no appointment now" chosen, no time chosen.
    expect(await page.locator('#root_slot-none').isChecked()).toBe(true);
    expect(await page.locator('.slot-times input[type=radio]:checked').count()).toBe(0);

    if (SHOTS) await page.screenshot({ path: `${SHOTS}/slot-step-390.png`, fullPage: true });
    // Tab goes "no appointment" → the day → that day's times; the way is said beside the day picker.
    const hint = await page.locator('#root_slot-day').getAttribute('aria-describedby');
    const before = await tabTo(page, 'root_slot-day');
    expect(before[before.length - 2]).toBe('root_slot-none');

    const days = await page.locator('#root_slot-day option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(days.length).toBeGreaterThanOrEqual(9);
    for (const [index, day] of days.entries()) {
      if (index > 0) {
        expect(await focusedId(page)).toBe('root_slot-day');
        await page.keyboard.press('ArrowDown');
      }
      expect(await page.locator('#root_slot-day').inputValue()).toBe(day);
      const offered = await times(page).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      expect(offered.length).toBeGreaterThan(0);
      await page.keyboard.press('Tab');
      const visited: string[] = [];
      for (let step = 0; step < offered.length; step += 1) {
        if (step > 0) await page.keyboard.press('ArrowDown');
        const where = await page.evaluate(() => document.activeElement?.matches('.slot-times input[type=radio]') ? 'a time' : document.activeElement?.outerHTML.slice(0, 80));
        expect({ day, step, where }).toEqual({ day, step, where: 'a time' });
        const value = await focused(page).getAttribute('value');
        const label = await page.locator(`label[for="${await focusedId(page)}"]`).innerText();
        const name = await focused(page).ariaSnapshot();
        expect({ value, name }).toEqual({ value, name: expect.stringContaining(`radio "${label}`) });
        expect({ value, name }).toEqual({ value, name: expect.stringContaining(longDate(value!)) });
        visited.push(value!);
      }
      expect(visited).toEqual(offered);
      await page.keyboard.press('Shift+Tab');
    }

    expect(hint).toBeTruthy();
    expect(await page.locator(`#${hint ?? 'missing'}`).innerText()).toBe(en.reflow.slotHint);

    // Choose the second time of the last day with Space, then Continue with Enter: that time is booked.
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    const start = (await focused(page).getAttribute('value'))!;
    expect(await focused(page).isChecked()).toBe(true);
    expect(await page.locator('#root_slot-none').isChecked()).toBe(false);
    await audit(page, 'appointment chosen by keys');
    const submit = await page.locator('form .actions button[type=submit]').getAttribute('id') ?? '';
    if (!submit) await page.locator('form .actions button[type=submit]').evaluate((button) => { button.id = 'keys-continue'; });
    await tabTo(page, submit || 'keys-continue');
    await page.keyboard.press('Enter');
    await onStep(page, 'review');
    expect(currentStep(page)).toBe('review');
    await page.waitForFunction(() => localStorage.getItem('onboarding_v3_save_queue') === null);
    const booked = await env.server.db.query("select 1 from bookings where status = 'active' and start_at = $1", [start]);
    expect(booked.rows).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
