import enGB from '../../locales/en-GB/translation.json';
import enUS from '../../locales/en-US/translation.json';
import esUS from '../../locales/es-US/translation.json';
import ptPT from '../../locales/pt-PT/translation.json';
import { audit, watchPage } from './audit';
import { useServerAndBrowser } from './browser';
import { onStep, type Member } from './flow-by-value';
import { walkTo } from './member-walk';

// Autocomplete tokens, aria-invalid on fields in error, the error summary
// in field order, and errors shown again in the new language when the member switches language.
const env = useServerAndBrowser();
const member: Member = { firstName: 'Ana', lastName: 'Lopes', dateOfBirth: '1990-01-20', email: 'ana.lopes@example.org', phone: '+1 416 555 0100' };
const PROFILE = ['firstName', 'lastName', 'dateOfBirth', 'email', 'phone'];

describe.each([
  ['en-US', enUS, 'es-US', esUS],
  ['pt-PT', ptPT, 'en-GB', enGB],
] as const)('profile validation in %s', (language, texts, next, nextTexts) => {
  it(`marks fields, lists errors in field order, and re-renders them in ${next}`, async () => {
    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`${env.server.url}/v3/dist/?unit=move&lang=${language}`);
    await onStep(page, 'language');
    await walkTo(page, member, {}, 'profile');

    const tokens = await Promise.all(PROFILE.map((name) => page.locator(`#root_${name}`).getAttribute('autocomplete')));
    expect(tokens).toEqual(['given-name', 'family-name', 'bday', 'email', 'tel']);
    for (const name of PROFILE) expect(await page.locator(`#root_${name}`).getAttribute('aria-invalid')).not.toBe('true');

    // Too long a first name (a maxLength error) and nothing else: rjsf would list the 'required' errors first.
    await page.locator('#root_firstName').fill('x'.repeat(101));
    await page.locator('form .actions button[type=submit]').click();
    const summary = page.locator('.error-summary');
    await summary.waitFor();
    expect(await summary.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(PROFILE.map((name) => `#root_${name}`));
    for (const name of PROFILE) expect(await page.locator(`#root_${name}`).getAttribute('aria-invalid')).toBe('true');
    expect(await summary.innerText()).toContain(texts.errors.required);
    await audit(page, `${language} profile errors`);

    // A member reaches the switcher (focus on it) and picks a language; the summary must not take focus back.
    await page.locator('#language-switcher').focus();
    await page.locator('#language-switcher').selectOption(next);
    await summary.getByText(nextTexts.errors.required).first().waitFor();
    expect(await summary.innerText()).not.toContain(texts.errors.required);
    expect(await page.locator('.error-summary-title').innerText()).toBe(nextTexts.app.errorSummaryTitle);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('language-switcher');
    await audit(page, `${next} profile errors after switching`);
    expect(problems).toEqual([]);
    await context.close();
  });
});
