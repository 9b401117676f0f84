import type { Page } from 'playwright-core';
import en from '../../locales/en-US/translation.json';
import { audit } from './audit';
import { useServerAndBrowser } from './browser';
import { pick } from './flow-by-value';


const env = useServerAndBrowser({ showHipaaConsent: false, showIrbConsent: false, showHealthNetworkConsent: false, showNonDiscriminationConsent: false });

const currentStep = (page: Page) => new URL(page.url()).pathname.replace('/v3/dist/', '');
// A 15-year-old whatever day the test runs (born on the 1st of this month, 15 years ago): under the UK's age of consent (16).
const today = new Date();
const bornAt15 = new Date(Date.UTC(today.getUTCFullYear() - 15, today.getUTCMonth(), 1)).toISOString().slice(0, 10);

async function continueFrom(page: Page, from: string) {
  await page.getByRole('button', { name: en.app.continue }).click();
  try {
    await page.waitForFunction((step) => !window.location.pathname.endsWith(`/${step}`), from, { timeout: 10_000 });
  } catch {
    const shown = await page.locator('.error-summary, .action-error').allInnerTexts();
    throw new Error(`Stuck on step '${from}': ${shown.join(' | ') || 'no error shown'}`);
  }
}

describe('feature flags switched off by configuration (FLAG_<name>=false)', () => {
  it('skips the consent steps and fields they gate for a 15-year-old UK member choosing the unit, whose guardian gets the GDPR and minors steps; axe clean on each', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${env.server.url}/v3/dist/`);
    await page.waitForFunction(() => window.location.pathname === '/v3/dist/unit');
    const path: string[] = [];
    const answer: Record<string, () => Promise<void>> = {
      unit: () => pick(page.getByLabel(en.units.bloom)),
      language: () => page.getByLabel(en.fields.language.label).selectOption('EN').then(() => undefined),
      country: () => page.getByLabel(en.fields.country.label).selectOption('GB-SCT').then(() => undefined),
      region: () => page.getByLabel(en.regionStep.gbSct.label).selectOption('EDH').then(() => undefined),
      timezone: () => page.getByLabel(en.fields.timezone.label).selectOption('Europe/London').then(() => undefined),
      profile: async () => {
        await page.getByLabel(en.fields.firstName.label).fill('Eilidh');
        await page.getByLabel(en.fields.lastName.label).fill('Ross');
        await page.getByLabel(en.fields.dateOfBirth.label).fill(bornAt15);
        await page.getByLabel(en.fields.email.label).fill('eilidh@example.org');
        await page.getByLabel(en.fields.phone.label).fill('+44 7911 123456');
      },
      'about-you': async () => {
        const choices: [string, string][] = [
          [en.fields.gender.label, en.gender.prefer_not_specify], [en.fields.education.label, en.education.prefer_not_answer],
          [en.fields.race.label, en.race.prefer_not_specify], [en.fields.employment.label, en.employment.retired],
        ];
        for (const [group, label] of choices) await pick(page.getByRole('group', { name: group }).getByLabel(label, { exact: true }));
      },
      // Her guardian, asked first, consents for her: each consent in the words spoken to the guardian.
      minors: async () => {
        await page.getByLabel(en.fields.guardianName.label).fill('Morag Ross');
        await pick(page.getByRole('group', { name: en.fields.guardianRelationship.label }).getByLabel(en.fields.guardianRelationship.options.parent, { exact: true }));
        await page.getByLabel(en.fields.guardianEmail.label).fill('morag.ross@example.org');
        await pick(page.getByLabel(en.fields.minorsConsent.label));
      },
      legal: async () => {
        expect(await page.getByRole('checkbox').count()).toBe(3);
        for (const consent of ['termsConsent', 'privacyConsent', 'telehealthConsent'] as const) await pick(page.getByLabel(en.fields[consent].guardianLabel));
      },
      gdpr: () => pick(page.getByLabel(en.fields.gdprConsent.guardianLabel)),
      appointment: async () => undefined,
    };
    while (currentStep(page) !== 'review') {
      const step = currentStep(page);
      path.push(step);
      const fill = answer[step];
      if (!fill) throw new Error(`Unexpected step '${step}' after ${path.join(' → ')}`);
      await audit(page, step);
      await fill();
      await continueFrom(page, step);
    }
    expect(path).toEqual(['unit', 'language', 'country', 'region', 'timezone', 'profile', 'minors', 'about-you', 'legal', 'gdpr', 'appointment']);
    await page.getByRole('button', { name: en.app.submit }).click();
    await page.waitForFunction(() => window.location.pathname === '/v3/dist/done');
    const { rows } = await env.server.db.query<{ consent_id: string }>("select consent_id from consent_decisions order by consent_id");
    expect(rows.map((r) => r.consent_id)).toEqual(['gdprConsent', 'minorsConsent', 'privacyConsent', 'telehealthConsent', 'termsConsent']);
    await context.close();
  });
});
