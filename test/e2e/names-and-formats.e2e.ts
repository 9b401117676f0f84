import type { Page } from 'playwright-core';
import frCA from '../../locales/fr-CA/translation.json';
import { audit } from './audit';
import { useServerAndBrowser } from './browser';
import { answerers, continueFrom, currentStep, onStep, type Member } from './flow-by-value';

// Flagged consent steps off: these tests are about names, formats and validation, not consents.
const env = useServerAndBrowser({ showHipaaConsent: false, showGdprConsent: false, showHealthNetworkConsent: false, showNonDiscriminationConsent: false });

const select = (page: Page, name: string, value: string) => page.locator(`#root_${name}`).selectOption(value).then(() => undefined);
const optionTexts = (page: Page, name: string) => page.locator(`#root_${name} option`).allInnerTexts();

async function fillProfile(page: Page, member: Member): Promise<void> {
  for (const [field, value] of Object.entries(member)) {
    const input = page.locator(`#root_${field}`);
    expect(await input.inputValue()).toBe('');
    await input.fill(value);
  }
}

describe('names and formats a member recognises; the same validation in both languages', () => {
  it('fr-CA (reached by ?lang=fr): Québec and Colombie-Britannique, a bad phone and a future birth date get their own messages', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${env.server.url}/v3/dist/?unit=move&lang=fr`);
    await onStep(page, 'language');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-CA');
    await select(page, 'language', 'FR');
    await continueFrom(page, 'language');
    await select(page, 'country', 'CA');
    await continueFrom(page, 'country');
    await onStep(page, 'region');
    const regions = await optionTexts(page, 'region');
    expect(regions).toEqual(expect.arrayContaining(['Québec', 'Colombie-Britannique', 'Nouvelle-Écosse', 'Île-du-Prince-Édouard']));
    expect(regions).not.toContain('Quebec');
    await audit(page, 'fr-CA region list');
    await select(page, 'region', 'QC');
    await continueFrom(page, 'region');
    await select(page, 'timezone', 'America/New_York');
    await continueFrom(page, 'timezone');

    await onStep(page, 'profile');
    await fillProfile(page, { firstName: 'Amélie', lastName: '   ', dateOfBirth: '2999-01-01', email: 'amelie@example.org', phone: '555-0142' });
    await page.locator('form .actions button[type=submit]').click();
    const summary = page.locator('.error-summary');
    await summary.waitFor();
    const shown = await summary.innerText();
    expect(shown).toContain(frCA.errors.phoneOf);
    expect(shown).toContain(frCA.errors.noFutureDate);
    expect(shown).toContain(frCA.errors.required);
    expect(shown).not.toContain(frCA.errors.minAge.replace('{{limit}}', '13'));
    expect(currentStep(page)).toBe('profile');
    await audit(page, 'fr-CA profile with errors');

    await page.locator('#root_lastName').fill('Tremblay');
    await page.locator('#root_dateOfBirth').fill('1985-02-14');
    await page.locator('#root_phone').fill('514 555-0142');
    await continueFrom(page, 'profile');
    const { rows } = await env.server.db.query<{ answers: Record<string, string> }>(
      "select s.answers from step_answers s join enrolments e on e.id = s.enrolment_id where s.step_id = 'profile' and e.locale = 'fr-CA'",
    );
    expect(rows.map((row) => [row.answers.lastName, row.answers.phone])).toEqual([['Tremblay', '+15145550142']]);
    await context.close();
  });

  it('en-GB: the review shows the birth date day first, the nation and the time zone by name, never the IANA id', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${env.server.url}/v3/dist/?unit=move&lang=en-GB`);
    await onStep(page, 'language');
    const member: Member = { firstName: '  Eilidh ', lastName: 'Ross', dateOfBirth: '1990-04-02', email: 'eilidh@example.org', phone: '07911 123456' };
    const answer: Record<string, () => Promise<void>> = {
      ...answerers(page, member),
      country: () => select(page, 'country', 'GB-SCT'),
      region: () => select(page, 'region', 'EDH'),
      timezone: () => select(page, 'timezone', 'Europe/London'),
      profile: () => fillProfile(page, member),
    };
    while (currentStep(page) !== 'review') {
      const step = currentStep(page);
      const fill = answer[step];
      if (!fill) throw new Error(`Unexpected step '${step}'`);
      await fill();
      await continueFrom(page, step);
    }
    const review = await page.locator('.summary-value').allInnerTexts();
    expect(review).toEqual(expect.arrayContaining([expect.stringMatching(/^Monday,? 2 April 1990$/), 'Scotland', 'Eilidh', '07911 123456']));
    expect(review.join('\n')).not.toContain('Europe/London');
    expect(review).toEqual(expect.arrayContaining([expect.stringMatching(/^(British Summer Time|Greenwich Mean Time – London)$/)]));
    await audit(page, 'en-GB review');
    await context.close();
  });
});
