import type { Page } from 'playwright-core';
import { useServerAndBrowser } from './browser';
import { onStep, type Member } from './flow-by-value';
import { walkTo } from './member-walk';

// The appointment step's times in the interface language's own clock and pattern, written by Intl.
const env = useServerAndBrowser();
const member: Member = { firstName: 'Amélie', lastName: 'Roy', dateOfBirth: '1988-06-12', email: 'amelie.roy@example.org', phone: '+1 514 555 0142' };

/** The labels of the first day's times, as a member in `language` sees them. */
async function slotLabels(language: string): Promise<string[]> {
  const context = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page: Page = await context.newPage();
  await page.goto(`${env.server.url}/v3/dist/?unit=move&lang=${language}`);
  await onStep(page, 'language');
  await walkTo(page, member, {}, 'appointment');
  await page.locator('#root_slot-day').waitFor();
  const labels = await page.locator('input[type=radio][name=root_slot][value^="20"] + label').allInnerTexts();
  await context.close();
  return labels;
}

describe('the appointment step’s times in the member’s language', () => {
  it('fr-CA writes them the Quebec way ("09 h 30 à 10 h 00"), not "09:30 - 10:00"', async () => {
    const labels = await slotLabels('fr-CA');
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(label).toMatch(/^\d{1,2} h \d{2}\s.+\s\d{1,2} h \d{2}$/);
  });

  it('en-US keeps the 12-hour clock with AM or PM', async () => {
    const labels = await slotLabels('en-US');
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(label).toMatch(/^\d{1,2}:\d{2}(\s[AP]M)?\s*[–-]\s*\d{1,2}:\d{2}\s[AP]M$/);
  });
});
