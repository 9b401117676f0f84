import fs from 'fs';
import path from 'path';
import type { Browser } from 'playwright-core';
import en from '../../locales/en-US/translation.json';
import type { DevServer } from '../../scripts/dev/dev-server';
import { devServerCopy } from '../support/dev-server-copy';
import { currentStep, onStep } from './flow-by-value';

// `npm run dev` on a temporary copy of flows/ and locales/: an editor rewording a built-in message sees it in place.
const copy = devServerCopy('onboarding-dev-error-');
const { localesDir } = copy;
let dev: DevServer;
let browser: Browser;

beforeAll(async () => {
  ({ dev, browser } = await copy.start());
}, 180_000);

afterAll(() => copy.stop());

const rewordRequired = (text: string) => {
  const file = path.join(localesDir, 'en-US/translation.json');
  const texts = JSON.parse(fs.readFileSync(file, 'utf8')) as { errors: Record<string, string> };
  texts.errors.required = text;
  fs.writeFileSync(file, `${JSON.stringify(texts, null, 2)}\n`);
};

describe('npm run dev: rewording a built-in validation message', () => {
  it('reloads onto the same step still showing its errors, in the new wording', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${dev.url()}/v3/dist/?unit=move&lang=en-US`);
    await onStep(page, 'language');
    await page.locator('form .actions button[type=submit]').click();
    const summary = page.locator('.error-summary');
    await summary.getByText(en.errors.required).waitFor();

    const reloaded = page.waitForEvent('load', { timeout: 150_000 });
    rewordRequired('Choose an answer to continue (edited)');
    await reloaded;
    await summary.getByText('Choose an answer to continue (edited)').waitFor({ timeout: 30_000 });
    expect(currentStep(page)).toBe('language');
    expect(await page.locator('#root_language__error, [id$="__error"]').allInnerTexts()).toContain('Choose an answer to continue (edited)');

    // A reload the member makes is not the dev server's: the errors are gone, as after any page load.
    await page.reload();
    await onStep(page, 'language');
    await page.locator('h1').waitFor();
    expect(await summary.count()).toBe(0);
    await context.close();
  });
});
