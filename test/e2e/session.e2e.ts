import en from '../../locales/en-US/translation.json';
import { audit } from './audit';
import { useServerAndBrowser } from './browser';
import { answerers, continueFrom, onStep } from './flow-by-value';


const env = useServerAndBrowser();

describe('the idle session (docs/spec/states.md#session: logged out after 1800 s without activity)', () => {
  it('warns at 28 minutes in an accessible dialog, stays on request, then logs out keeping no answers', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${env.server.url}/v3/dist/?unit=move&lang=en-US`);
    await onStep(page, 'language');
    const answer = answerers(page, { firstName: 'Noor', lastName: 'Haddad', dateOfBirth: '1992-07-01', email: 'noor@example.org', phone: '+1 202 555 0111' });
    for (const step of ['language', 'country', 'region', 'timezone']) {
      await answer[step]();
      await continueFrom(page, step);
    }
    await onStep(page, 'profile');
    await page.locator('#root_firstName').fill('Noor');

    // The member's last key press counts as activity once its 1 s debounce has run.
    await page.clock.runFor(2000);
    // The typing is stored after the next paint, which the page's clock has now run.
    expect(await page.evaluate(() => window.localStorage.getItem('onboarding_v3_progress'))).toContain('Noor');
    await page.clock.fastForward('27:50');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.clock.fastForward('00:11');
    const dialog = page.getByRole('dialog', { name: en.session.warningTitle });
    await dialog.waitFor();
    await audit(page, 'the session dialog');
    expect(await dialog.getByRole('button', { name: en.session.stay }).evaluate((button) => button === document.activeElement)).toBe(true);

    const keptAlive = page.waitForRequest((request) => request.url().endsWith('/member/enrolment/slots'));
    await dialog.getByRole('button', { name: en.session.stay }).click();
    await keptAlive;
    await page.getByText(en.session.extended).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.locator('#root_firstName').inputValue()).toBe('Noor');

    await page.clock.runFor(2000);
    await page.clock.fastForward('30:01');
    await page.getByRole('heading', { level: 1, name: en.session.endedTitle }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('onboarding_v3_progress'))).toBeNull();
    expect(await page.locator('input').count()).toBe(0);
    expect(await page.content()).not.toContain('Noor');
    expect(new URL(page.url()).pathname).toBe('/v3/dist/');

    await page.getByRole('button', { name: en.session.startAgain }).click();
    await onStep(page, 'language');
    expect(await page.locator('#root_language').inputValue()).toBe('');
    await context.close();
  });
});
