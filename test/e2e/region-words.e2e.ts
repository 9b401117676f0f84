import type { Page } from 'playwright-core';
import { audit } from './audit';
import { useServerAndBrowser } from './browser';
import { continueFrom, onStep } from './flow-by-value';

// The region step speaks of the place the member named: a province in Canada, a district in Portugal, and in the UK
// the nation first, then that nation's own areas under the word it uses. The words are written out here, as a native
// reader expects them, so a key that falls back to another language or to the US word fails.
const env = useServerAndBrowser();

async function toRegionStep(page: Page, language: string, country: string): Promise<void> {
  await page.goto(`${env.server.url}/v3/dist/?unit=bloom&lang=${language}`);
  await onStep(page, 'language');
  await page.locator('#root_language').selectOption('EN');
  await continueFrom(page, 'language');
  await onStep(page, 'country');
  await page.locator('#root_country').selectOption(country);
  await continueFrom(page, 'country');
  await onStep(page, 'region');
  await page.locator('#root_region, #root_region-nation').first().waitFor();
}

const optionLabels = (page: Page, selector: string) => page.locator(`${selector} option:not([value=""])`).allInnerTexts();

const WORDS = [
  ['en-US', 'CA', 'Province or territory', 'The province or territory where you live.'],
  ['fr-CA', 'CA', 'Province ou territoire', 'La province ou le territoire où vous habitez.'],
  ['en-US', 'US', 'State', 'The state where you live. Washington, DC and the US territories are in the list too.'],
  ['pt-PT', 'PT', 'Distrito', 'O distrito onde vive. A lista inclui também os Açores e a Madeira.'],
  ['en-GB', 'PT', 'District', 'The district where you live. The Azores and Madeira are in the list too.'],
  ['es-US', 'AU', 'Estado o territorio', 'El estado o territorio donde vive.'],
  ['en-GB', 'IE', 'County', 'The county where you live. The list has all 32 counties of the island of Ireland.'],
] as const;

describe('the region step in the words of the place', () => {
  it.each(WORDS)('%s, country %s: the select is named "%s" and its hint says where', async (language, country, label, hint) => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await toRegionStep(page, language, country);
    // By the accessible name a screen reader announces (the eye-only "*" is not part of it).
    const select = page.getByRole('combobox', { name: label, exact: true });
    expect(await select.count()).toBe(1);
    expect(await select.getAttribute('id')).toBe('root_region');
    expect(await select.inputValue()).toBe('');
    const describedBy = (await select.getAttribute('aria-describedby')) ?? '';
    const hints = await page.locator('.region-hint').allInnerTexts();
    expect(hints).toEqual([hint]);
    expect(describedBy.split(' ')).toContain(await page.locator('.region-hint').getAttribute('id'));
    await context.close();
  });

  it('a UK member names the nation first and is then offered only its council areas, never a nation', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await toRegionStep(page, 'en-GB', 'GB');
    const nation = page.getByRole('combobox', { name: 'UK nation', exact: true });
    expect(await nation.inputValue()).toBe('');
    expect(await optionLabels(page, '#root_region-nation')).toEqual(['England', 'Northern Ireland', 'Scotland', 'Wales']);
    // Before a nation is named no area is offered, so no list of 220 entries and no nation among areas.
    expect(await page.locator('#root_region').count()).toBe(0);

    await nation.selectOption('GB-SCT');
    const area = page.getByRole('combobox', { name: 'Council area', exact: true });
    await area.waitFor();
    expect(await area.inputValue()).toBe('');
    const areas = await optionLabels(page, '#root_region');
    expect(areas).toHaveLength(32);
    expect(areas).toEqual(expect.arrayContaining(['Glasgow City', 'Edinburgh', 'Shetland Islands', 'Scottish Borders']));
    for (const notScottish of ['England', 'Scotland', 'Wales', 'Northern Ireland', 'Kent', 'Cardiff', 'Belfast City']) expect(areas).not.toContain(notScottish);
    expect(await page.locator('#root_region__description').innerText()).toBe('The council area where you live.');
    await audit(page, 'region step, UK nation and council area');

    await area.selectOption('GLG');
    expect(await area.inputValue()).toBe('GLG');
    await continueFrom(page, 'region');
    await onStep(page, 'timezone');
    await page.locator('form .actions button.button-secondary').click();
    await onStep(page, 'region');
    // Back on the step the saved area names its nation again.
    await page.getByRole('combobox', { name: 'Council area', exact: true }).waitFor();
    expect(await page.getByRole('combobox', { name: 'UK nation', exact: true }).inputValue()).toBe('GB-SCT');
    expect(await page.getByRole('combobox', { name: 'Council area', exact: true }).inputValue()).toBe('GLG');

    // Another nation: its own word and list, and the Scottish answer is not kept.
    await page.getByRole('combobox', { name: 'UK nation', exact: true }).selectOption('GB-WLS');
    const welsh = page.getByRole('combobox', { name: 'County or county borough', exact: true });
    await welsh.waitFor();
    expect(await welsh.inputValue()).toBe('');
    expect(await optionLabels(page, '#root_region')).toHaveLength(22);
    await context.close();
  });

  it('a UK member who goes on without a nation is led by the error summary to the nation select', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await toRegionStep(page, 'en-GB', 'GB');
    const nation = page.getByRole('combobox', { name: 'UK nation', exact: true });
    expect(await nation.inputValue()).toBe('');
    expect(await page.locator('.error-summary').count()).toBe(0);
    await page.locator('form .actions button[type=submit]').click();
    const link = page.locator('.error-summary a');
    await link.first().waitFor();
    expect(await link.count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.id)).not.toBe('root_region-nation');
    await link.click();
    // The area select is not on the page until a nation is named, so the link leads to where the answer starts.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('root_region-nation');
    expect(new URL(page.url()).pathname).toMatch(/\/region$/);
    await context.close();
  });

  it('pt-PT: the nations and the Northern Irish word in European Portuguese', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await toRegionStep(page, 'pt-PT', 'GB');
    const nation = page.getByRole('combobox', { name: 'Nação do Reino Unido', exact: true });
    expect(await nation.inputValue()).toBe('');
    expect(await optionLabels(page, '#root_region-nation')).toEqual(['Escócia', 'Inglaterra', 'Irlanda do Norte', 'País de Gales']);
    await nation.selectOption('GB-NIR');
    const area = page.getByRole('combobox', { name: 'Distrito', exact: true });
    await area.waitFor();
    expect(await optionLabels(page, '#root_region')).toHaveLength(11);
    await context.close();
  });
});
