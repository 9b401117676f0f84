import type { Page, Route } from 'playwright-core';
import enUS from '../../locales/en-US/translation.json';
import ptPT from '../../locales/pt-PT/translation.json';
import esUS from '../../locales/es-US/translation.json';
import { watchPage } from './audit';
import { useServerAndBrowser } from './browser';
import { continueFrom, onStep, pick } from './flow-by-value';
import { UI_LANGUAGES } from '../../src/web/i18n/i18n';
import { UNITS } from '../../src/reference/units';

// A member on a slow phone acts on the prerendered first step before the app's code has arrived.
const env = useServerAndBrowser();

const SCRIPTS = /\/v3\/dist\/.*\.js$/;
const CONTINUE = 'form .actions button[type=submit]';
const unitRadio = (page: Page, value: string) => page.locator(`input[type=radio][name=root_unit][value=${value}]`);

/** Holds every script of the page until released: the prerendered step is all the member has meanwhile. */
async function holdScripts(page: Page): Promise<() => void> {
  const held: Route[] = [];
  let open = false;
  await page.route(SCRIPTS, (route) => {
    if (open) return route.fallback();
    held.push(route);
    return undefined;
  });
  return () => {
    open = true;
    for (const route of held.splice(0)) void route.fallback();
  };
}

/** A page whose main thread is four times slower, as on a mid-range phone. */
async function slowPage(): Promise<Page> {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

/** The enrolments the server holds, newest last, with their language, presets and saved first steps. */
async function enrolments() {
  const { rows } = await env.server.db.query<{ id: string; locale: string; presets: Record<string, string> }>('select id, locale, presets from enrolments order by created_at');
  const answers = await env.server.db.query<{ enrolment_id: string; step_id: string; answers: Record<string, unknown> }>('select enrolment_id, step_id, answers from step_answers');
  return rows.map((row) => ({ ...row, steps: Object.fromEntries(answers.rows.filter((a) => a.enrolment_id === row.id).map((a) => [a.step_id, a.answers])) }));
}

const newEnrolment = async (before: string[]) => (await enrolments()).filter((row) => !before.includes(row.id));
const ids = async () => (await enrolments()).map((row) => row.id);
const started = (page: Page) => page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/member/enrolments'));

/**
 * Whether an address carries what the member chose on the first step (a programme, which is health information, or a
 * reading language): a form field, or the answer's value in a parameter the landing link did not carry itself.
 */
const carriesAnswer = (address: string, answer: string, landing: string) =>
  [...new URL(address).searchParams].some(([name, value]) => name.startsWith('root_') || (value === answer && new URLSearchParams(landing).get(name) !== value));

/** Every address the page navigated to (history, proxies and referrers see these), from its first request. */
function visitedAddresses(page: Page): string[] {
  const visited: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) visited.push(request.url());
  });
  return visited;
}

describe('a choice made before the code arrives', () => {
  it('is kept when the app hydrates (4x CPU): Continue then goes on with it, in the link\'s language and arrival', async () => {
    const page = await slowPage();
    const problems = watchPage(page);
    const before = await ids();
    const release = await holdScripts(page);
    await page.goto(`${env.server.url}/v3/dist/?lang=pt-PT&ref=referral`, { waitUntil: 'commit' });
    await page.locator('h1').waitFor();
    expect(await page.locator('h1').innerText()).toBe(ptPT.steps.unit.title);
    await pick(unitRadio(page, 'move'));
    const start = started(page);
    release();
    await start;
    expect(await unitRadio(page, 'move').isChecked()).toBe(true);
    await continueFrom(page, '');
    await onStep(page, 'language');
    expect(await page.locator('h1').innerText()).toBe(ptPT.steps.language.title);
    expect(await newEnrolment(before)).toEqual([expect.objectContaining({ locale: 'pt-PT', presets: { ref: 'referral' }, steps: { unit: { unit: 'move' } } })]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('pressed with Continue before the code arrived (4x CPU): posted, saved by the server, the next step in lang and ref, no answer in any address', async () => {
    const page = await slowPage();
    const problems = watchPage(page);
    const visited = visitedAddresses(page);
    const before = await ids();
    const release = await holdScripts(page);
    await page.goto(`${env.server.url}/v3/dist/?lang=pt-PT&ref=referral`, { waitUntil: 'commit' });
    await page.locator('h1').waitFor();
    expect(await unitRadio(page, 'move').isChecked()).toBe(false);
    await pick(unitRadio(page, 'move'));
    const native = page.waitForURL((url) => url.pathname === '/v3/dist/language', { waitUntil: 'commit' });
    await page.locator(CONTINUE).click();
    await native;
    release();
    await onStep(page, 'language');
    expect(await page.locator('h1').innerText()).toBe(ptPT.steps.language.title);
    expect(new URL(page.url()).search).toBe('?lang=pt-PT&ref=referral');
    expect(visited.filter((url) => carriesAnswer(url, 'move', '?lang=pt-PT&ref=referral'))).toEqual([]);
    expect(await newEnrolment(before)).toEqual([expect.objectContaining({ locale: 'pt-PT', presets: { ref: 'referral' }, steps: { unit: { unit: 'move' } } })]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('with JavaScript that never arrives: the server saves the posted answer and shows the next step\'s address; the code arriving later goes on there', async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const visited = visitedAddresses(page);
    const before = await ids();
    await page.goto(`${env.server.url}/v3/dist/?unit=move&lang=es-US`);
    expect(await page.locator('h1').innerText()).toBe(esUS.steps.language.title);
    expect(await page.locator('#root_language').inputValue()).toBe('');
    await page.locator('#root_language').selectOption('ES');
    await page.locator(CONTINUE).click();
    await page.waitForURL((url) => url.pathname === '/v3/dist/country');
    expect(new URL(page.url()).search).toBe('?lang=es-US&unit=move');
    expect(visited.map((url) => new URL(url).pathname)).toEqual(['/v3/dist/', '/member/first-step', '/v3/dist/country']);
    expect(visited.filter((url) => carriesAnswer(url, 'ES', '?unit=move&lang=es-US'))).toEqual([]);
    expect(await newEnrolment(before)).toEqual([expect.objectContaining({ locale: 'es-US', presets: { unit: 'move' }, steps: { language: { language: 'ES' } } })]);

    // The code arrives (a later load, or the member's browser recovered): the page resumes from the server's copy.
    const later = await env.browser.newContext();
    await later.addCookies(await context.cookies());
    await context.close();
    const answering = await later.newPage();
    const problems = watchPage(answering);
    await answering.goto(page.url());
    await onStep(answering, 'country');
    expect(await answering.locator('h1').innerText()).toBe(esUS.steps.country.title);
    expect(await newEnrolment(before)).toHaveLength(1);
    expect(problems).toEqual([]);
    await later.close();
  });

  const everyPage = UI_LANGUAGES.flatMap((lang) => ['', ...UNITS].map((unit) => [lang, unit] as const));
  it.each(everyPage)('on the %s page with unit %j and no JavaScript, the posted answer is saved with lang, unit and ref kept, none in the address', async (lang, unit) => {
    const context = await env.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const visited = visitedAddresses(page);
    const before = await ids();
    const landing = new URLSearchParams({ lang, ...(unit ? { unit } : {}), ref: 'invitation' });
    await page.goto(`${env.server.url}/v3/dist/?${landing.toString()}`);
    const field = unit ? '#root_language' : 'input[type=radio][name=root_unit][value=thrive]';
    if (unit) await page.locator(field).selectOption('EN');
    else await pick(page.locator(field));
    await page.locator(CONTINUE).click();
    await page.waitForURL((url) => url.pathname !== '/v3/dist/');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual(Object.fromEntries(landing));
    expect(visited.length).toBeGreaterThan(1);
    expect(visited.filter((url) => carriesAnswer(url, unit ? 'EN' : 'thrive', landing.toString()))).toEqual([]);
    expect(await newEnrolment(before)).toEqual([expect.objectContaining({ locale: lang, presets: { ...(unit ? { unit } : {}), ref: 'invitation' }, steps: unit ? { language: { language: 'EN' } } : { unit: { unit: 'thrive' } } })]);
    await context.close();
  });

  it.each([true, false])('posted with nothing chosen (JavaScript %s): the first step again with its error in the page\'s language, nothing saved', async (javaScriptEnabled) => {
    const context = await env.browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    const problems = watchPage(page);
    const visited = visitedAddresses(page);
    const before = await ids();
    const release = javaScriptEnabled ? await holdScripts(page) : () => undefined;
    await page.goto(`${env.server.url}/v3/dist/?lang=pt-PT`, { waitUntil: 'commit' });
    await page.locator('h1').waitFor();
    expect(await page.locator('[role=alert]:visible').count()).toBe(0);
    const answered = page.waitForURL((url) => url.searchParams.has('continue'), { waitUntil: 'commit' });
    await page.locator(CONTINUE).click();
    await answered;
    release();
    // With the code, the step's own error summary replaces the server's notice; without it, the notice is what shows.
    const alert = page.locator(javaScriptEnabled ? '.error-summary' : '[role=alert]:visible');
    await alert.waitFor();
    expect(await page.locator('h1').innerText()).toBe(ptPT.steps.unit.title);
    expect(await page.locator('[role=alert]:visible').allInnerTexts()).toEqual([javaScriptEnabled ? expect.stringContaining(ptPT.app.errorSummaryTitle) : ptPT.nativePost.refused]);
    expect(visited.filter((url) => url.includes('root_'))).toEqual([]);
    expect((await newEnrolment(before)).flatMap((row) => Object.keys(row.steps))).toEqual([]);
    if (javaScriptEnabled) expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    ['nothing chosen', ''],
    ['a value that is not an option', '&root_unit=%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ['a huge value', `&root_unit=${'x'.repeat(5000)}`],
  ])('submitted natively with %s: the answering page shows the step\'s own validation and saves nothing', async (_label, answer) => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const problems = watchPage(page);
    const before = await ids();
    const start = started(page);
    await page.goto(`${env.server.url}/v3/dist/?continue=unit${answer}&lang=pt-PT`);
    await start;
    await page.locator('.error-summary').waitFor();
    expect(await page.locator('h1').innerText()).toBe(ptPT.steps.unit.title);
    expect(await page.locator('input[type=radio][name=root_unit]:checked').count()).toBe(0);
    expect(new URL(page.url()).search).toBe('?lang=pt-PT');
    expect((await newEnrolment(before)).map((row) => row.steps)).toEqual([{}]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('browser storage cleared while the session cookie lives', () => {
  it('resumes the server\'s copy: the answers and the step come back, one enrolment, the same cookie', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const problems = watchPage(page);
    const before = await ids();
    await page.goto(`${env.server.url}/v3/dist/?unit=move&lang=en-US`);
    await onStep(page, 'language');
    await page.locator('#root_language').selectOption('EN');
    await continueFrom(page, 'language');
    await onStep(page, 'country');
    await page.locator('#root_country').selectOption('CA');
    await continueFrom(page, 'country');
    await onStep(page, 'region');
    await page.locator('#root_region').selectOption('ON');
    await continueFrom(page, 'region');
    const next = new URL(page.url()).pathname;
    expect(next).not.toBe('/v3/dist/region');
    const cookie = (await context.cookies()).find((c) => c.name === 'onb_sid');
    expect(cookie?.value).toBeTruthy();

    await page.evaluate(() => window.localStorage.clear());
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
    await page.goto(`${env.server.url}/v3/dist/?unit=move&lang=en-US`);
    await page.waitForFunction((path) => window.location.pathname === path, next);
    await page.locator('h1').waitFor();
    await page.getByRole('button', { name: enUS.app.back }).click();
    await onStep(page, 'region');
    expect(await page.locator('#root_region').inputValue()).toBe('ON');
    const rows = await newEnrolment(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.steps).toEqual({ language: { language: 'EN' }, country: { country: 'CA' }, region: { region: 'ON' } });
    expect((await context.cookies()).find((c) => c.name === 'onb_sid')?.value).toBe(cookie?.value);
    expect(problems).toEqual([]);
    await context.close();
  });
});
