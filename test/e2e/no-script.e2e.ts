import enUS from '../../locales/en-US/translation.json';
import enGB from '../../locales/en-GB/translation.json';
import esUS from '../../locales/es-US/translation.json';
import frCA from '../../locales/fr-CA/translation.json';
import ptPT from '../../locales/pt-PT/translation.json';
import type { BrowserContext, Page } from 'playwright-core';
import { UNITS } from '../../src/reference/units';
import { audit } from './audit';
import { useServerAndBrowser } from './browser';

const env = useServerAndBrowser();

const TEXTS = { 'en-US': enUS, 'en-GB': enGB, 'es-US': esUS, 'fr-CA': frCA, 'pt-PT': ptPT } as const;
const LANGUAGES = Object.keys(TEXTS) as (keyof typeof TEXTS)[];

/** Every address the server answers with a page: each first step (no unit, each unit preset), a deep link, the resume page, the console. */
const PAGES = LANGUAGES.flatMap((language) => [
  ...['', ...UNITS].map((unit) => ({ language, url: `/v3/dist/?lang=${language}${unit ? `&unit=${unit}` : ''}`, form: true })),
  { language, url: `/v3/dist/country?lang=${language}`, form: false },
  { language, url: `/v3/dist/resume?lang=${language}`, form: false },
  { language, url: `/console/?lang=${language}`, form: false },
  { language, url: `/console/enrolments?lang=${language}`, form: false },
]);

describe('every page with JavaScript off', () => {
  // One browser without JavaScript visits every page in turn, with no cookie kept from one page to the next: a context
  // and a renderer process per page cost more CPU than the page itself.
  let scriptless: { context: BrowserContext; page: Page };
  beforeAll(async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false });
    scriptless = { context, page: await context.newPage() };
  });
  afterAll(() => scriptless.context.close());

  it.each(PAGES)('$url says, in $language, that the service needs JavaScript and what to do', async ({ language, url, form }) => {
    const { context, page } = scriptless;
    await context.clearCookies();
    expect(await context.cookies()).toEqual([]);
    await page.goto(`${env.server.url}${url}`);
    const texts = TEXTS[language];
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
    expect(await page.getByText(texts.nojs.needsScriptTitle, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(texts.nojs.needsScript, { exact: true }).isVisible()).toBe(true);
    // The notice never hides the prerendered form: the native submission still goes to the server.
    if (form) expect(await page.locator('form .actions button[type=submit]').isVisible()).toBe(true);
    // The chunk-failure notice is for a page whose code runs: without JavaScript it stays hidden.
    expect(await page.getByText(texts.nojs.loadFailedTitle, { exact: true }).isVisible()).toBe(false);
  });

  it('picks the console page by Accept-Language as the console does', async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'accept-language': 'pt-PT,pt;q=0.9' } });
    const page = await context.newPage();
    await page.goto(`${env.server.url}/console/`);
    expect(await page.locator('html').getAttribute('lang')).toBe('pt-PT');
    expect(await page.getByText(ptPT.nojs.needsScript, { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it.each([['/v3/dist/?lang=fr-CA', frCA], ['/console/?lang=es-US', esUS]] as const)('%s: the notice passes axe', async (url, texts) => {
    // axe needs a script of its own, so the page is audited as a browser without JavaScript draws it: the <noscript>
    // contents shown, every script of the page refused.
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.route(/\.js$/, (route) => route.abort());
    await page.route((address) => !address.pathname.endsWith('.js') && !address.pathname.endsWith('.css'), async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<\/?noscript>/g, '');
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${env.server.url}${url}`);
    expect(await page.getByText(texts.nojs.needsScript, { exact: true }).isVisible()).toBe(true);
    await audit(page, `JavaScript off ${url}`);
    await context.close();
  });
});
