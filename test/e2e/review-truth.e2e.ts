import type { Page } from 'playwright-core';
import en from '../../locales/en-US/translation.json';
import { useServerAndBrowser } from './browser';
import { onStep, type Member } from './flow-by-value';
import { walkTo } from './member-walk';

// What the review shows is what is true: the programme the link chose, and the phone as the member's country writes it.
const env = useServerAndBrowser();
const member: Member = { firstName: 'Ana', lastName: 'Lopes', dateOfBirth: '1990-01-20', email: 'ana.lopes@example.org', phone: '+1 416 555 0100' };

/** The review's rows as the member reads them: each key with its value. */
const rows = (page: Page) =>
  page.locator('.summary-row').evaluateAll((list) => list.map((row) => [row.querySelector('dt')?.textContent ?? '', row.querySelector('.summary-value')?.textContent ?? '']));

describe('the review', () => {
  it('shows the programme a link preset, and the phone in its country\'s national format', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${env.server.url}/v3/dist/?unit=move&lang=en-US`);
    await onStep(page, 'language');
    expect(await page.locator('#root_unit').count()).toBe(0);
    await walkTo(page, member);
    const shown = await rows(page);
    expect(shown).toContainEqual([en.fields.unit.label, en.units.move]);
    expect(shown).toContainEqual([en.fields.phone.label, '(416) 555-0100']);
    await context.close();
  });

  it('wraps a long e-mail address and name at 320 px instead of scrolling sideways', async () => {
    const context = await env.browser.newContext({ viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    const long: Member = { ...member, firstName: 'Maximilianaalexandrinagwendolyn', email: 'maximiliana.alexandrina.gwendolyn.vanderbilt@correio-muito-comprido.example.org' };
    await page.goto(`${env.server.url}/v3/dist/?unit=move&lang=pt-PT`);
    await onStep(page, 'language');
    await walkTo(page, long);
    expect(await page.getByText(long.email, { exact: true }).count()).toBe(1);
    const widths = await page.evaluate(() => ({ scroll: document.scrollingElement?.scrollWidth ?? 0, view: window.innerWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.view);
    await context.close();
  });
});
