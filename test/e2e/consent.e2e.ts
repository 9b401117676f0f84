import type { Page } from 'playwright-core';
import enUS from '../../locales/en-US/translation.json';
import frCA from '../../locales/fr-CA/translation.json';
import { audit } from './audit';
import { useServerAndBrowser } from './browser';
import { answerers, continueFrom, currentStep, onStep, pick, type Member } from './flow-by-value';

// Consent only by the member's own hand; a receipt names exactly the document shown.
const env = useServerAndBrowser();

const member: Member = { firstName: 'Zoé', lastName: 'Gagnon', dateOfBirth: '1979-06-30', email: 'zoe.gagnon@example.org', phone: '+1 438 555 0177' };
const REQUIRED_ON_LEGAL = ['termsConsent', 'privacyConsent', 'telehealthConsent', 'nonDiscriminationConsent'];

const box = (page: Page, name: string) => page.locator(`#root_${name}`);

/** Continue with the step's required consents untouched: refused, each consent named in the summary. */
async function refusedUntouched(page: Page, step: string, consents: string[], texts: typeof enUS) {
  for (const name of consents) expect({ name, ticked: await box(page, name).isChecked() }).toEqual({ name, ticked: false });
  await page.locator('form .actions button[type=submit]').click();
  const summary = page.locator('.error-summary');
  await summary.waitFor();
  expect(currentStep(page)).toBe(step);
  const items = await summary.locator('li').allInnerTexts();
  expect(items).toHaveLength(consents.length);
  for (const item of items) expect(item).toContain(texts.errors.const);
  await audit(page, `${step} refused`);
}

describe.each([
  ['en-US', enUS, 'https://www.example.com/legal/irb-bloom'],
  ['fr-CA', frCA, 'https://www.example.com/fr-ca/legal/irb-bloom'],
] as const)('consents in %s', (language, texts, irbBloom) => {
  it('arrive unticked, are refused untouched, are recorded as clicked, with the bloom document the member saw', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${env.server.url}/v3/dist/?unit=bloom&lang=${language}`);
    await onStep(page, 'language');
    const answer = answerers(page, member);
    for (const step of ['language', 'country', 'region', 'timezone', 'profile', 'about-you']) {
      await answer[step]();
      await continueFrom(page, step);
    }
    expect(currentStep(page)).toBe('legal');
    await refusedUntouched(page, 'legal', REQUIRED_ON_LEGAL, texts);
    for (const name of REQUIRED_ON_LEGAL) await pick(box(page, name));
    await continueFrom(page, 'legal');

    expect(currentStep(page)).toBe('research');
    const irbLink = page.locator('.consent').filter({ has: box(page, 'irbConsent') }).locator('.consent-document a');
    expect(await irbLink.getAttribute('href')).toBe(irbBloom);
    expect(await box(page, 'irbConsent').isChecked()).toBe(false);
    await continueFrom(page, 'research');

    expect(currentStep(page)).toBe('health-network');
    await refusedUntouched(page, 'health-network', ['healthNetworkConsent'], texts);
    await pick(box(page, 'healthNetworkConsent'));
    await continueFrom(page, 'health-network');
    expect(currentStep(page)).toBe('appointment');

    const { rows } = await env.server.db.query<{ consent_id: string; decision: string; document_url: string; document_variant: string | null; locale: string }>(
      `select c.consent_id, c.decision, c.document_url, c.document_variant, c.locale from consent_decisions c
         join enrolments e on e.id = c.enrolment_id
         join step_answers s on s.enrolment_id = e.id and s.step_id = 'profile'
       where s.answers->>'email' = $1 and e.locale = $2 order by c.id`,
      [member.email, language],
    );
    expect(rows.map((r) => [r.consent_id, r.decision])).toEqual([
      ...REQUIRED_ON_LEGAL.map((name) => [name, 'accepted']),
      ['irbConsent', 'declined'],
      ['healthNetworkConsent', 'accepted'],
    ]);
    expect(rows.find((r) => r.consent_id === 'irbConsent')).toMatchObject({ document_url: irbBloom, document_variant: 'bloom', locale: language });
    await context.close();
  });
});
