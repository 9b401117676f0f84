import type { Page } from 'playwright-core';
import ptPT from '../../locales/pt-PT/translation.json';
import frCA from '../../locales/fr-CA/translation.json';
import { useServerAndBrowser } from './browser';
import { answerers, continueFrom, onStep, type Member } from './flow-by-value';
import { walkTo } from './member-walk';

// A reload without a connection shows the product's own page, in the member's language, with how many steps' answers
// wait on this device (never the answers) and a retry that opens the flow again once the connection is back.
const env = useServerAndBrowser();
const member: Member = { firstName: 'Inês', lastName: 'Carvalhais', dateOfBirth: '1984-09-21', email: 'ines.c@example.org', phone: '+1 416 555 0142' };

// The page's service worker took over (it precached the offline page on install).
const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, undefined, { timeout: 20_000 });

it('pt-PT: offline, a reload shows the offline page with the steps waiting, and its retry opens the flow again once online', async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.goto(`${env.server.url}/v3/dist/?unit=move&lang=pt-PT`);
  await onStep(page, 'language');
  await walkTo(page, member, {}, 'region');
  await controlled(page);
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  // Two steps answered without a connection: their saves wait in this device's queue.
  for (const step of ['region', 'timezone']) {
    await answerers(page, member)[step]();
    await continueFrom(page, step);
  }
  const answered = await page.reload();
  await page.getByRole('heading', { level: 1, name: ptPT.offline.title }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('pt-PT');
  // The server's own headers came with the page the worker kept: the same strict policy, and nothing it refused.
  expect(answered?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(await page.locator('script:not([src]):not([type="application/json"])').count()).toBe(0);
  const shown = await page.locator('body').innerText();
  expect(shown).toContain(ptPT.offline.waiting_other.replace('{{count}}', '2'));
  // The count, never the answers.
  for (const typed of ['America/New_York', 'ON', member.firstName]) expect(shown).not.toContain(typed);
  const retry = page.getByRole('button', { name: ptPT.offline.retry });
  // Still offline, trying again shows the same page.
  await retry.click();
  await page.getByRole('heading', { level: 1, name: ptPT.offline.title }).waitFor();

  await context.setOffline(false);
  await page.getByRole('button', { name: ptPT.offline.retry }).click();
  await onStep(page, 'profile');
  expect(refused).toEqual([]);
  // The queued saves go once the flow runs again.
  await page.waitForFunction(() => (localStorage.getItem('onboarding_v3_save_queue') ?? '').includes('"items":[]') || localStorage.getItem('onboarding_v3_save_queue') === null, undefined, { timeout: 20_000 });
  await context.close();
});

it('fr-CA: the offline page of a member with nothing waiting says so, and the member API is never answered from a cache', async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const workerRequests: string[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker()) workerRequests.push(new URL(request.url()).pathname);
  });
  await page.goto(`${env.server.url}/v3/dist/?lang=fr-CA`);
  await controlled(page);
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await page.reload();
  await page.getByRole('heading', { level: 1, name: frCA.offline.title }).waitFor();
  expect(await page.locator('body').innerText()).toContain(frCA.offline.none);
  const cached = await page.evaluate(async () => (await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname)))).flat());
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.filter((pathname) => !pathname.startsWith('/v3/dist/'))).toEqual([]);
  expect(workerRequests.filter((pathname) => pathname.startsWith('/member'))).toEqual([]);
  await context.close();
});
