import fs from 'fs';
import type { Browser, Page } from 'playwright-core';
import type { DevServer } from '../../scripts/dev/dev-server';
import { devServerCopy } from '../support/dev-server-copy';
import { onStep } from './flow-by-value';

// `npm run dev` on a temporary copy of flows/ and locales/, edited as an editor would: a misspelt rule and a rule
// name far longer than any screen, so the banner must wrap an unbroken word.
const copy = devServerCopy('onboarding-dev-banner-');
const { flowFile } = copy;
const longRule = `maxLength${'x'.repeat(400)}`;
let dev: DevServer;
let browser: Browser;

beforeAll(async () => {
  ({ dev, browser } = await copy.start());
}, 180_000);

afterAll(() => copy.stop());

const widths = (page: Page) => page.evaluate(() => ({ document: document.documentElement.scrollWidth, viewport: window.innerWidth }));

describe('npm run dev: the banner of check-flows problems', () => {
  it('leads each problem with its fix and wraps at 320 px and 1280 px without widening the page', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${dev.url()}/v3/dist/?unit=move&lang=en-US`);
    await onStep(page, 'language');

    const flow = JSON.parse(fs.readFileSync(flowFile, 'utf8')) as { steps: { id: string; fields?: Record<string, unknown>[] }[] };
    const firstName = flow.steps.find((step) => step.id === 'profile')?.fields?.[0] ?? {};
    firstName['VALIDATIONS.maxLenght'] = 3;
    firstName[`VALIDATIONS.${longRule}`] = 3;
    fs.writeFileSync(flowFile, `${JSON.stringify(flow, null, 2)}\n`);

    const misspelt = page.locator('#dev-problems > *', { hasText: "Rule 'maxLenght' is unknown" });
    await misspelt.waitFor({ timeout: 150_000 });
    expect(await page.locator('#dev-problems > *', { hasText: longRule }).count()).toBe(1);
    // The fix is the first thing read, before what is wrong and where.
    expect((await misspelt.innerText()).split('\n')[0]).toBe("Did you mean 'maxLength'?");
    for (const width of [1280, 320]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await widths(page)).toEqual({ document: width, viewport: width });
      const box = await misspelt.boundingBox();
      expect(box === null ? Infinity : box.x + box.width).toBeLessThanOrEqual(width);
    }
    await context.close();
  }, 300_000);
});
