import type { BrowserContext, Page } from 'playwright-core';
import en from '../../locales/en-US/translation.json';
import { UI_LANGUAGE_TABLE } from '../../src/reference/ui-languages';
import { useServerAndBrowser } from './browser';
import { answerers, continueFrom, currentStep, onStep, type Member } from './flow-by-value';
import { acceptAllConsents } from './member-walk';

// A keyboard member with the browser's text at 200 % on a 320 px phone: the header shows the chosen language whole,
// the step counter never shrinks under her eyes, a restored step puts focus on its heading, and Submit is a press
// or two from wherever focus lands on the review.
const env = useServerAndBrowser();
const member: Member = { firstName: 'Ana', lastName: 'Silva', dateOfBirth: '1990-04-02', email: 'ana@example.org', phone: '+1 416 555 0100' };

/** A phone-sized context with the browser's default text size doubled, as a member's text-size setting does. */
async function phoneAt200(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await env.browser.newContext({ viewport: { width: 320, height: 740 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
  return { context, page };
}

/** What of the header does not show: a part outside the screen, or a select whose chosen text is wider than its box. */
async function headerCut(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    const width = document.documentElement.clientWidth;
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('header *'))) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && (box.left < 0 || box.right > width)) cut.push(`${element.tagName} ${Math.round(box.left)}..${Math.round(box.right)} of ${width}`);
    }
    for (const select of Array.from(document.querySelectorAll<HTMLSelectElement>('header select'))) {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) throw new Error('no canvas to measure the select with');
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = select.selectedOptions[0]?.text ?? '';
      // The box's room for text: its inner width less its padding and the arrow (about one em).
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - parseFloat(style.fontSize);
      if (context.measureText(text).width > room) cut.push(`"${text}" is ${Math.round(context.measureText(text).width)} px in ${Math.round(room)} px`);
    }
    return cut;
  });
}

describe('keyboard, focus and width at 320 px with 200 % text', () => {
  it('shows the header whole, the chosen language named in full, in every interface language', async () => {
    const { context, page } = await phoneAt200();
    for (const { code } of UI_LANGUAGE_TABLE) {
      await page.goto(`${env.server.url}/v3/dist/?lang=${code}`);
      await onStep(page, 'unit');
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
      expect(await page.locator('#language-switcher').inputValue()).toBe(code);
      expect({ code, cut: await headerCut(page) }).toEqual({ code, cut: [] });
    }
    await context.close();
  });

  it('counts steps up one at a time and never changes a total it has named; a reloaded step takes focus to its heading; Submit is one press from the review heading', async () => {
    const { context, page } = await phoneAt200();
    await page.goto(`${env.server.url}/v3/dist/?lang=en-US`);
    await onStep(page, 'unit');
    const answer = answerers(page, member);
    const consents: Record<string, (p: Page) => Promise<void>> = { legal: acceptAllConsents, hipaa: acceptAllConsents, 'health-network': acceptAllConsents };
    const counts: string[] = [];
    let reloaded = false;
    while (currentStep(page) !== 'review') {
      const step = currentStep(page);
      await page.locator('h1').waitFor();
      counts.push(await page.locator('.progress').innerText());
      // Mid-flow, the page reloaded (the browser dropped it, the member pulled to refresh): the same step, focus on its heading.
      if (step === 'profile' && !reloaded) {
        reloaded = true;
        await page.reload();
        await onStep(page, 'profile');
        await page.waitForFunction(() => document.activeElement?.tagName === 'H1', undefined, { timeout: 10_000 }).catch(() => undefined);
        expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
        expect(await page.locator('.progress').innerText()).toBe(counts[counts.length - 1]);
      }
      if (step === 'appointment') await page.locator('input[type=radio][name=root_slot][value^="20"]').first().click();
      else await (consents[step]?.(page) ?? answer[step]());
      await continueFrom(page, step);
    }
    await onStep(page, 'review');
    counts.push(await page.locator('.progress').innerText());

    // "Step n" or "Step n of N": n goes up by one; once an N is named it stays the same to the review.
    const parsed = counts.map((text) => {
      const match = /^Step (\d+)(?: of (\d+))?$/.exec(text);
      if (!match) throw new Error(`The step counter reads '${text}'`);
      return { current: Number(match[1]), total: match[2] === undefined ? undefined : Number(match[2]) };
    });
    expect(parsed.map((p) => p.current)).toEqual(parsed.map((_, index) => index + 1));
    const named = parsed.filter((p) => p.total !== undefined).map((p) => p.total);
    expect(named.length).toBeGreaterThan(0);
    expect({ counts, totals: [...new Set(named)] }).toEqual({ counts, totals: [parsed.length] });
    expect(parsed[parsed.length - 1].total).toBe(parsed.length);

    // Focus lands on the review's heading; one Tab reaches the link to Submit, Enter puts focus on Submit.
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(en.app.skipToSubmit);
    expect(await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(en.app.submit);
    expect(currentStep(page)).toBe('review');

    // From the top of the page, the link is within the first five Tab stops.
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    const stops: string[] = [];
    for (let press = 0; press < 5; press += 1) {
      await page.keyboard.press('Tab');
      stops.push((await page.evaluate(() => document.activeElement?.textContent?.trim())) ?? '');
    }
    expect(stops).toContain(en.app.skipToSubmit);
    await context.close();
  });
});
