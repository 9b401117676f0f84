import type { BrowserContext, Page } from 'playwright-core';
import en from '../../locales/en-US/translation.json';
import { audit, watchPage } from './audit';
import { useServerAndBrowser } from './browser';
import { answerers, continueFrom, currentStep, onStep, type Member } from './flow-by-value';
import { acceptAllConsents } from './member-walk';

// Every step at 320 px (WCAG 1.4.10) and with the browser's own text size at 200% (WCAG 1.4.4): no sideways scroll,
// axe clean, and every control reached by Tab with a focus indicator that differs from its unfocused look.
const env = useServerAndBrowser();
const member: Member = {
  firstName: 'Maximiliana-Konstantina Wolkenstein-Ross',
  lastName: 'Featherstonehaugh-Montgomery-Abernethy',
  dateOfBirth: '1988-07-14',
  email: 'maximiliana.konstantina.featherstonehaugh@enrolment-test.org',
  phone: '+1 416 555 0188',
};
const SHOTS = process.env.SCREENSHOT_DIR;

/** A control's look when it is not focused, and whether the look changes once it is. */
interface FocusLook { outline: string; shadow: string }

/** What the member can tab to on the page now: one entry per control, a radio group counted once. */
async function tabStops(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button, input, select, textarea, summary, [tabindex]';
    const stops = new Set<string>();
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const disabled = (element as HTMLButtonElement).disabled === true;
      const box = element.getBoundingClientRect();
      if (disabled || element.tabIndex < 0 || box.width === 0 || box.height === 0 || element.closest('[hidden], dialog:not([open])')) continue;
      const radio = element instanceof HTMLInputElement && element.type === 'radio';
      stops.add(radio ? `radio group ${(element).name}` : element.id ? `#${element.id}` : `${element.tagName} ${element.textContent?.trim() ?? ''}`);
    }
    return [...stops];
  });
}

/** Presses Tab from where the step put focus, round the whole page once; returns each stop, and those drawn with no focus indicator. */
async function tabThrough(page: Page): Promise<{ reached: string[]; unseen: string[] }> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const reached: string[] = [];
  const unseen: string[] = [];
  let left = false;
  for (let press = 0; press < 120; press += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return undefined;
      const radio = element instanceof HTMLInputElement && element.type === 'radio';
      const name = radio ? `radio group ${(element).name}` : element.id ? `#${element.id}` : `${element.tagName} ${element.textContent?.trim() ?? ''}`;
      const look = (): FocusLook => {
        const style = getComputedStyle(element);
        const outline = style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0 ? 'none' : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
        return { outline, shadow: style.boxShadow };
      };
      const focused = look();
      // The unfocused look is read from a clone beside it, so focus (and :focus-visible) stay where the keyboard put them.
      const twin = element.cloneNode(false) as HTMLElement;
      twin.removeAttribute('id');
      element.after(twin);
      const style = getComputedStyle(twin);
      const rest = { outline: style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0 ? 'none' : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`, shadow: style.boxShadow };
      twin.remove();
      const visible = focused.outline !== rest.outline || focused.shadow !== rest.shadow;
      return { name, visible };
    });
    // Past the last control focus leaves the page; the next Tab comes round to the top (the skip link, the header).
    if (!stop) {
      if (left) break;
      left = true;
      continue;
    }
    // A date input takes one Tab per part (month, day, year): the same control again is not the way round.
    if (stop.name === reached[reached.length - 1]) continue;
    if (reached.includes(stop.name)) break;
    reached.push(stop.name);
    if (!stop.visible) unseen.push(stop.name);
  }
  return { reached, unseen };
}

/**
 * Short words drawn across two lines ("Langua" / "ge"): text wraps between words or after a hyphen. A word wider
 * than half the screen (an e-mail address, a heading's long word at 200%) may break rather than widen the page.
 */
async function splitWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const split: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[^\s\-\u2010]+/gu)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
        const width = rects.reduce((sum, rect) => sum + rect.width, 0);
        const lines = new Set(rects.map((rect) => Math.round(rect.top)));
        if (lines.size > 1 && width <= document.documentElement.clientWidth / 2) split.push(match[0]);
      }
    }
    return split;
  });
}

/** The checks each step gets, whatever the step. */
async function checkStep(page: Page, label: string): Promise<void> {
  const overflow = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect({ label, sideways: overflow.scroll > overflow.client }).toEqual({ label, sideways: false });
  expect({ label, splitWords: await splitWords(page) }).toEqual({ label, splitWords: [] });
  await audit(page, label);
  const expected = await tabStops(page);
  const { reached, unseen } = await tabThrough(page);
  expect({ label, missed: expected.filter((stop) => !reached.includes(stop)) }).toEqual({ label, missed: [] });
  expect({ label, noVisibleFocus: unseen }).toEqual({ label, noVisibleFocus: [] });
}

/** A phone-sized context; at 200% the browser's default font size is doubled, as a member's text-size setting does. */
async function openContext(width: number, textScale: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await env.browser.newContext({ viewport: { width, height: 740 } });
  const page = await context.newPage();
  if (textScale !== 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.enable');
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16 * textScale, fixed: 13 * textScale } });
  }
  return { context, page };
}

describe.each([
  ['320 px', 320, 1],
  ['200% text at 390 px', 390, 2],
] as const)('every step at %s', (mode, width, textScale) => {
  it('has no sideways scroll, no axe violation, and a visible focus on every control reached by Tab, long names and e-mail included', async () => {
    const { context, page } = await openContext(width, textScale);
    const problems = watchPage(page);
    await page.goto(`${env.server.url}/v3/dist/?lang=en-US`);
    await onStep(page, 'unit');
    // Untouched: the browser's text size is what this mode says (16 px, or 32 px at 200%), before anything is answered.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(`${16 * textScale}px`);
    expect(await page.locator('input[type=radio][name=root_unit]:checked').count()).toBe(0);

    const answer = answerers(page, member);
    const consents: Record<string, (p: Page) => Promise<void>> = { legal: acceptAllConsents, hipaa: acceptAllConsents, 'health-network': acceptAllConsents };
    const path: string[] = [];
    while (currentStep(page) !== 'review') {
      const step = currentStep(page);
      path.push(step);
      await page.locator('h1').waitFor();
      await checkStep(page, `${mode} ${step}`);
      if (step === 'appointment') await page.locator('input[type=radio][name=root_slot][value^="20"]').first().click();
      else await (consents[step]?.(page) ?? answer[step]());
      if (step === 'profile') await checkStep(page, `${mode} profile filled`);
      await continueFrom(page, step);
    }
    expect(path).toContain('appointment');
    await onStep(page, 'review');
    expect(await page.locator('main').innerText()).toContain(member.email);
    await checkStep(page, `${mode} review`);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/review-${width}-${textScale}.png`, fullPage: true });

    await page.getByRole('button', { name: en.app.submit }).click();
    await onStep(page, 'done');
    await checkStep(page, `${mode} done`);
    expect(problems).toEqual([]);
    await context.close();
  });
});
