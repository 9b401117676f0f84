import type { Page } from 'playwright-core';
import { audit } from './audit';
import { useServerAndBrowser } from './browser';
import { continueFrom, onStep } from './flow-by-value';
import { walkTo } from './member-walk';
import ptPT from '../../locales/pt-PT/translation.json';

// Flagged consent steps off: these tests are about the time-zone step.
const env = useServerAndBrowser({ showHipaaConsent: false, showGdprConsent: false, showHealthNetworkConsent: false, showNonDiscriminationConsent: false });

interface Member {
  lang: string;
  timezoneId: string;
  language: string;
  country: string;
  region: string;
  /** The browser's clock, when the test needs a season. */
  now?: Date;
}

const select = (page: Page, name: string, value: string) => page.locator(`#root_${name}`).selectOption(value).then(() => undefined);

/** Opens the flow as a member in `lang` whose browser is in `timezoneId`, at 390 px, and walks to the time-zone step. */
async function reachZoneStep(member: Member): Promise<Page> {
  const context = await env.browser.newContext({ locale: member.lang, timezoneId: member.timezoneId, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  if (member.now) await page.clock.setFixedTime(member.now);
  await page.goto(`${env.server.url}/v3/dist/?unit=move&lang=${member.lang}`);
  await onStep(page, 'language');
  for (const [step, value] of [['language', member.language], ['country', member.country], ['region', member.region]] as const) {
    expect(await page.locator(`#root_${step}`).inputValue()).toBe('');
    await select(page, step, value);
    await continueFrom(page, step);
  }
  await onStep(page, 'timezone');
  // The list is built once the widget's code has loaded; the locale's city names come in a chunk of their own.
  await page.locator('#root_timezone option[value="Europe/London"]').waitFor({ state: 'attached' });
  await page.waitForFunction(() => document.querySelector<HTMLSelectElement>('#root_timezone')?.value !== '');
  await page.waitForLoadState('networkidle');
  return page;
}

const selectedLabel = (page: Page) => page.locator('#root_timezone option:checked').innerText();
const optionLabel = (page: Page, zoneId: string) => page.locator(`#root_timezone option[value="${zoneId}"]`).innerText();
const TWENTY_FOUR_HOUR = /\((?:[01]\d|2[0-3]):[0-5]\d\)$/;
const TWELVE_HOUR = /\((?:1[0-2]|[1-9]):[0-5]\d\s[AP]M\)$/;

describe('the time-zone step in the member’s language, with the member’s own zone', () => {
  it('pt-PT: 24-hour times and Portuguese city names ("Lisboa", "Nova Iorque")', async () => {
    const page = await reachZoneStep({ lang: 'pt-PT', timezoneId: 'Europe/Lisbon', language: 'PT', country: 'PT', region: 'LISBOA' });
    expect(await page.locator('#root_timezone').inputValue()).toBe('Europe/Lisbon');
    const label = await selectedLabel(page);
    expect(label).toContain('Lisboa');
    expect(label).toMatch(TWENTY_FOUR_HOUR);
    const labels = await page.locator('#root_timezone option').allInnerTexts();
    // Every option but the prompt ends in a 24-hour time; none is written the English way.
    expect(labels.slice(1).every((text) => TWENTY_FOUR_HOUR.test(text))).toBe(true);
    expect(labels.join('\n')).not.toMatch(/[AP]M\)/);
    await select(page, 'timezone', 'America/New_York');
    expect(await selectedLabel(page)).toContain('Nova Iorque');
    expect(await page.locator('.selected-zone').innerText()).toBe(await selectedLabel(page));
    await audit(page, 'pt-PT time-zone step');
    await page.context().close();
  });

  it('fr-CA: times in the Quebec pattern ("14 h 05") and French city names ("Lisbonne")', async () => {
    const page = await reachZoneStep({ lang: 'fr-CA', timezoneId: 'Europe/Lisbon', language: 'FR', country: 'PT', region: 'LISBOA' });
    expect(await page.locator('#root_timezone').inputValue()).toBe('Europe/Lisbon');
    const label = await selectedLabel(page);
    expect(label).toContain('Lisbonne');
    expect(label).toMatch(/\((?:[01]\d|2[0-3]|\d) h [0-5]\d\)$/);
    expect((await page.locator('#root_timezone option').allInnerTexts()).join('\n')).not.toMatch(/[AP]M\)/);
    await page.context().close();
  });

  it('a browser in Toronto gets Toronto itself preselected, stored as America/Toronto, its label whole at 390 px', async () => {
    const page = await reachZoneStep({ lang: 'en-US', timezoneId: 'America/Toronto', language: 'EN', country: 'CA', region: 'ON' });
    expect(await page.locator('#root_timezone').inputValue()).toBe('America/Toronto');
    const label = await selectedLabel(page);
    expect(label).toContain('Toronto');
    expect(label).toMatch(TWELVE_HOUR);
    // The select itself clips a long label; the chosen zone is written out in full beside it, wrapping.
    const shown = page.locator('.selected-zone');
    expect(await shown.innerText()).toBe(label);
    const box = await shown.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth, right: element.getBoundingClientRect().right }));
    expect(box.scroll).toBeLessThanOrEqual(box.client);
    expect(box.right).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await audit(page, 'time-zone step at 390 px, browser in Toronto');
    await continueFrom(page, 'timezone');
    const { rows } = await env.server.db.query<{ answers: Record<string, string> }>(
      "select s.answers from step_answers s join enrolments e on e.id = s.enrolment_id where s.step_id = 'timezone' and e.locale = 'en-US'",
    );
    expect(rows.map((row) => row.answers.timezone)).toEqual(['America/Toronto']);
    await page.context().close();
  });

  it('en-US keeps the 12-hour clock', async () => {
    const page = await reachZoneStep({ lang: 'en-US', timezoneId: 'America/Los_Angeles', language: 'EN', country: 'US', region: 'CA' });
    expect(await page.locator('#root_timezone').inputValue()).toBe('America/Los_Angeles');
    expect(await optionLabel(page, 'Europe/London')).toMatch(TWELVE_HOUR);
    expect(await selectedLabel(page)).toMatch(TWELVE_HOUR);
    await page.context().close();
  });

  it('pt-PT: the review names the zone’s city as the list did ("Nova Iorque"), never in English', async () => {
    // In January New York's standard-time name is shared, so both the list and the review add the city.
    const page = await reachZoneStep({ lang: 'pt-PT', timezoneId: 'Europe/Lisbon', language: 'PT', country: 'PT', region: 'LISBOA', now: new Date('2027-01-15T15:00:00Z') });
    expect(await page.locator('#root_timezone').inputValue()).toBe('Europe/Lisbon');
    await select(page, 'timezone', 'America/New_York');
    const listed = (await selectedLabel(page)).replace(/ \([^)]*\)$/, '');
    expect(listed).toMatch(/ – Nova Iorque$/);
    await continueFrom(page, 'timezone');
    await walkTo(page, { firstName: 'Inês', lastName: 'Sousa', dateOfBirth: '1988-03-09', email: 'ines.sousa@example.pt', phone: '+351 912 345 678' });
    const row = page.locator('.summary-row').filter({ has: page.locator('dt', { hasText: ptPT.fields.timezone.label }) });
    expect(await row.locator('.summary-value').innerText()).toBe(listed);
    await page.context().close();
  });
});
