import enUS from '../../locales/en-US/translation.json';
import { audit, watchPage } from './audit';
import { useServerAndBrowser } from './browser';
import { continueFrom, onStep } from './flow-by-value';

const env = useServerAndBrowser();

describe('a reload while the server cannot be reached', () => {
  it('waits with a retry instead of starting a second enrolment, then continues the member\'s own', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`${env.server.url}/v3/dist/?unit=move&lang=en-US`);
    await onStep(page, 'language');
    await page.getByLabel(enUS.fields.language.label).selectOption('EN');
    await continueFrom(page, 'language');
    await onStep(page, 'country');
    const before = (await env.server.db.query<{ id: string }>('select id from enrolments')).rows;
    expect(before).toHaveLength(1);

    // The server's answers cannot be read: the page must not go on with a new enrolment.
    await page.route(/\/member\/enrolment(\?.*)?$/, (route) => route.abort('connectionrefused'));
    const starts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/member/enrolments')) starts.push(request.url());
    });
    await page.reload();
    const alert = page.getByRole('alert').filter({ hasText: enUS.app.errors.network_error });
    await alert.waitFor();
    expect(await page.getByRole('button', { name: enUS.app.retry }).isVisible()).toBe(true);
    await audit(page, 'progress read failed');

    await page.unroute(/\/member\/enrolment(\?.*)?$/);
    await page.getByRole('button', { name: enUS.app.retry }).click();
    await onStep(page, 'country');
    expect(starts).toEqual([]);
    expect((await env.server.db.query<{ id: string }>('select id from enrolments')).rows).toEqual(before);
    // Failed requests of the refused read are the test's own doing; nothing else may go wrong.
    expect(problems.filter((problem) => !problem.includes('ERR_CONNECTION_REFUSED') && !problem.includes('Failed to fetch'))).toEqual([]);
    await context.close();
  });
});
