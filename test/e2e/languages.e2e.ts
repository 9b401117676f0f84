import type { Page } from 'playwright-core';
import enUS from '../../locales/en-US/translation.json';
import esUS from '../../locales/es-US/translation.json';
import ptPT from '../../locales/pt-PT/translation.json';
import frCA from '../../locales/fr-CA/translation.json';
import enGB from '../../locales/en-GB/translation.json';
import { useServerAndBrowser } from './browser';
import { answerers, continueFrom, pick, currentStep, onStep, walkToReview, type Member } from './flow-by-value';


// The IRB consent stays on so the bloom variant of its document can be checked; the other flagged steps are off.
const env = useServerAndBrowser({ showHipaaConsent: false, showGdprConsent: false, showHealthNetworkConsent: false, showNonDiscriminationConsent: false });

const member: Member = { firstName: 'Amélie', lastName: 'Tremblay', dateOfBirth: '1985-02-14', email: 'amelie@example.org', phone: '+1 514 555 0142' };
const ANDROID_WEBVIEW = 'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36';

const LANGUAGES = [
  ['en-US', enUS, 'https://www.example.com/legal', false],
  ['es-US', esUS, 'https://www.example.com/es/legal', false],
  ['pt-PT', ptPT, 'https://www.example.com/pt/legal', true],
  ['fr-CA', frCA, 'https://www.example.com/fr-ca/legal', false],
  ['en-GB', enGB, 'https://www.example.com/legal', true],
] as const;

const title = (texts: typeof enUS, step: string) => (texts.steps as Record<string, { title: string }>)[step]?.title;

async function linkOf(page: Page, checkbox: string): Promise<string | null> {
  return page.locator('.consent').filter({ has: page.locator(`#root_${checkbox}`) }).locator('.consent-document a').getAttribute('href');
}

describe('the flow in each of the five languages', () => {
  it.each(LANGUAGES)('%s: every step titled in the language, legal documents of its locale, enrolled', async (language, texts, legalBase, webView) => {
    const context = await env.browser.newContext(webView ? { userAgent: ANDROID_WEBVIEW } : {});
    const page = await context.newPage();
    await page.goto(`${env.server.url}/v3/dist/?unit=bloom&lang=${language}`);
    await onStep(page, 'language');
    const seen: Record<string, string | null> = {};
    const path = await walkToReview(page, member, async (step) => {
      expect({ step, title: await page.locator('h1').innerText() }).toEqual({ step, title: title(texts, step) });
      if (step === 'legal') seen.terms = await linkOf(page, 'termsConsent');
      if (step === 'research') seen.irb = await linkOf(page, 'irbConsent');
    });
    expect(path).toEqual(['language', 'country', 'region', 'timezone', 'profile', 'about-you', 'legal', 'research', 'appointment']);
    expect(seen).toEqual({ terms: `${legalBase}/terms`, irb: `${legalBase}/irb-bloom` });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);

    await page.locator('.actions button.button:not(.button-secondary)').click();
    await onStep(page, 'done');
    const links = page.locator('.destinations a');
    await links.first().waitFor();
    const shown = await links.evaluateAll((anchors) => anchors.map((a) => ({ text: a.textContent ?? '', target: a.getAttribute('target') })));
    const labels = texts.destinations;
    if (webView) {
      expect(shown.map((l) => l.text)).toEqual([labels.app, labels.meet, labels.summary_video]);
      expect(shown.every((l) => l.target === null)).toBe(true);
    } else {
      expect(shown.map((l) => l.text.replace(texts.app.opensInNewTab, '').trim())).toEqual([labels.app, labels.meet, labels.store_ios, labels.store_android, labels.summary_video]);
      expect(shown.every((l) => l.target === '_blank')).toBe(true);
      await page.locator('.destinations .icon svg').first().waitFor();
    }
    const { rows } = await env.server.db.query<{ locale: string; status: string }>('select locale, status from enrolments where locale = $1', [language]);
    expect(rows).toEqual([{ locale: language, status: 'submitted' }]);
    await context.close();
  });

  it('switches language at any step without losing answers', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${env.server.url}/v3/dist/?unit=move&lang=en-US`);
    await onStep(page, 'language');
    const answer = answerers(page, member);
    for (const step of ['language', 'country', 'region', 'timezone', 'profile']) {
      await answer[step]();
      await continueFrom(page, step);
    }
    expect(currentStep(page)).toBe('about-you');
    await pick(page.locator('input[name=root_gender][value=female]'));
    await pick(page.locator('input[name=root_education][value=degree]'));

    await page.locator('#language-switcher').selectOption('fr-CA');
    await page.getByRole('heading', { level: 1, name: frCA.steps['about-you'].title }).waitFor();
    expect(new URL(page.url()).searchParams.get('lang')).toBe('fr-CA');
    expect(await page.locator('input[name=root_gender][value=female]').isChecked()).toBe(true);
    expect(await page.locator('input[name=root_education][value=degree]').isChecked()).toBe(true);

    await page.locator('.actions button.button-secondary').click();
    await onStep(page, 'profile');
    expect(await page.locator('h1').innerText()).toBe(frCA.steps.profile.title);
    expect(await page.locator('#root_email').inputValue()).toBe(member.email);

    await page.locator('#language-switcher').selectOption('pt-PT');
    await page.getByRole('heading', { level: 1, name: ptPT.steps.profile.title }).waitFor();
    expect(await page.locator('#root_firstName').inputValue()).toBe(member.firstName);
    await continueFrom(page, 'profile');
    expect(await page.locator('input[name=root_gender][value=female]').isChecked()).toBe(true);
    await context.close();
  });
});
