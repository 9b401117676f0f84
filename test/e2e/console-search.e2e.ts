import type { Browser, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import enUSConsole from '../../locales/en-US/console.json';
import { apiMember } from '../support/api-member';
import { audit, watchPage } from './audit';
import { startConsoleServer, type ConsoleServer } from '../support/console-server';

// Find a member in seconds: one search box, the member's name and contact, on any screen and by keyboard.
const ALICE = 'alice-console-search-token-0123';
const s = enUSConsole.console.search;
const t = enUSConsole.console;
const PEOPLE = [
  { firstName: 'Ana', lastName: 'Silva', dateOfBirth: '1990-04-02', email: 'ana.silva@example.org', phone: '+1 212 555 0100' },
  { firstName: 'Bruno', lastName: 'Costa', dateOfBirth: '1985-12-25', email: 'bruno.costa@example.net', phone: '+1 415 555 0199' },
  { firstName: 'Chloé', lastName: 'Tremblay-Bouchard', dateOfBirth: '2001-07-14', email: 'chloe.tremblay-bouchard.long-address@example.ca', phone: '+1 646 555 0142' },
  { firstName: 'Dan', lastName: "O'Brien", dateOfBirth: '1979-02-03', email: 'dan@example.com', phone: '+1 718 555 0177' },
];
let app: FastifyInstance;
let url: string;
let browser: Browser;
let server: ConsoleServer | undefined;
const ids: string[] = [];

beforeAll(async () => {
  server = await startConsoleServer(ALICE);
  ({ app, url, browser } = server);
  for (const profile of PEOPLE) {
    const member = await apiMember(app, 'move');
    for (const [stepId, answers] of [['language', { language: 'EN' }], ['country', { country: 'US' }], ['region', { region: 'NY' }], ['timezone', { timezone: 'America/New_York' }], ['profile', profile]] as const) {
      await member.saveOk(stepId, answers);
    }
    ids.push(member.enrolmentId);
  }
});

afterAll(async () => {
  await server?.close();
});

const rows = (page: Page) => page.locator('table[data-testid=enrolments] tbody tr');
const listedIds = (page: Page) => rows(page).evaluateAll((found) => found.map((row) => row.getAttribute('data-id')));
const noHorizontalScroll = (page: Page) => page.evaluate(() => ({ scrollWidth: document.scrollingElement?.scrollWidth ?? Infinity, innerWidth: window.innerWidth }));

async function signIn(page: Page): Promise<void> {
  await page.goto(`${url}/console/`);
  await page.getByLabel(t.signIn.token).fill(ALICE);
  await page.getByRole('button', { name: t.signIn.submit }).click();
  await page.getByRole('heading', { level: 1, name: t.list.heading }).waitFor();
  await page.waitForFunction((n) => document.querySelectorAll('table[data-testid=enrolments] tbody tr').length === n, PEOPLE.length);
}

describe('console search', () => {
  it('finds the member among four by a phone typed in national format, by keyboard, without the text leaving the page', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchPage(page);
    const requests: { url: string; headers: Record<string, string>; body: string | null }[] = [];
    page.on('request', (request) => requests.push({ url: request.url(), headers: request.headers(), body: request.postData() }));
    await signIn(page);

    // Each member by name and contact; the title counts them.
    const ana = page.locator(`table[data-testid=enrolments] tbody tr[data-id="${ids[0]}"]`);
    expect(await ana.innerText()).toContain('Ana Silva');
    expect(await ana.innerText()).toContain('ana.silva@example.org');
    expect(await ana.innerText()).toContain('+12125550100');
    expect(await page.title()).toBe(s.title.list.replace('{{count}}', '4'));
    await audit(page, 'console list with search');

    // Focus starts on the heading: one Tab reaches the search box, and the first result comes a few Tabs later.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('member-search');
    let tabs = 1;
    const firstLink = await rows(page).first().getByRole('link').evaluate((link) => link.getAttribute('href'));
    while (tabs < 31 && (await page.evaluate(() => document.activeElement?.getAttribute('href'))) !== firstLink) {
      await page.keyboard.press('Tab');
      tabs += 1;
    }
    expect(tabs).toBeLessThanOrEqual(4);

    // Type Bruno's phone as a US caller would say it, and search with Enter.
    const box = page.getByRole('searchbox', { name: s.label });
    expect(await box.inputValue()).toBe('');
    await box.focus();
    await page.keyboard.type('(415) 555-0199');
    const before = requests.length;
    await page.keyboard.press('Enter');
    await page.waitForFunction((id) => {
      const found = [...document.querySelectorAll('table[data-testid=enrolments] tbody tr')];
      return found.length === 1 && found[0]?.getAttribute('data-id') === id;
    }, ids[1]);
    expect(await rows(page).first().innerText()).toContain('Bruno Costa');
    expect(await page.title()).toBe(s.title.results.replace('{{count}}', '1'));
    await page.waitForFunction(() => document.activeElement?.id === 'results-heading');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(s.resultsHeading.replace('{{count}}', '1'));
    await audit(page, 'console search results');

    // The text went in a POST body only: never in an address or a header (Referer) of any request.
    const sent = requests.slice(before);
    expect(sent.some((r) => r.body?.includes('(415) 555-0199'))).toBe(true);
    expect(page.url()).not.toMatch(/415|0199/);
    for (const request of requests) {
      expect(request.url).not.toMatch(/415|0199|Bruno/i);
      expect(JSON.stringify(request.headers)).not.toMatch(/415|0199/);
    }

    // Reload keeps the search (the history entry holds it); back shows the whole list again, forward the search.
    await page.reload();
    await page.waitForFunction(() => document.querySelectorAll('table[data-testid=enrolments] tbody tr').length === 1);
    expect(await page.getByRole('searchbox', { name: s.label }).inputValue()).toBe('(415) 555-0199');
    await page.goBack();
    await page.waitForFunction((n) => document.querySelectorAll('table[data-testid=enrolments] tbody tr').length === n, PEOPLE.length);
    expect(await page.getByRole('searchbox', { name: s.label }).inputValue()).toBe('');
    await page.goForward();
    await page.waitForFunction(() => document.querySelectorAll('table[data-testid=enrolments] tbody tr').length === 1);
    expect(await listedIds(page)).toEqual([ids[1]]);
    // The one expected miss: the session check before signing in answers 401.
    expect(problems.filter((problem) => !problem.includes('status of 401'))).toEqual([]);
    await context.close();
  });

  it.each([390, 320])('shows the list as cards without horizontal scroll at %i px', async (width) => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width, height: 800 } });
    const page = await context.newPage();
    await signIn(page);
    const { scrollWidth, innerWidth } = await noHorizontalScroll(page);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    // Each member is one card: its header cell shows as a block, not a table cell.
    expect(await rows(page).first().evaluate((row) => getComputedStyle(row).display)).toBe('block');
    await audit(page, `console list at ${width} px`);

    await page.getByRole('searchbox', { name: s.label }).fill('tremblay');
    await page.getByRole('button', { name: s.submit, exact: true }).click();
    await page.waitForFunction((id) => document.querySelector('table[data-testid=enrolments] tbody tr')?.getAttribute('data-id') === id, ids[2]);
    const after = await noHorizontalScroll(page);
    expect(after.scrollWidth).toBeLessThanOrEqual(after.innerWidth);
    await audit(page, `console search at ${width} px`);
    await context.close();
  });
});
