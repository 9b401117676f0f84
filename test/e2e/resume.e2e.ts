import type { Page } from 'playwright-core';
import en from '../../locales/en-US/translation.json';
import { durationCounts } from '../../src/time/member-time-limits';
import { audit, watchPage } from './audit';
import { startServer } from './browser';
import { useMailServerEnv } from './mail-server-env';
import { answerers, continueFrom, onStep, type Member } from './flow-by-value';

// "continue later" by a one-time link in a mail, read from a local SMTP server this test starts.
const member: Member = { firstName: 'Inês', lastName: 'Moreau', dateOfBirth: '1988-09-14', email: 'ines.moreau@example.org', phone: '+1 416 555 0142' };
const OTHER_ADDRESS = 'ines.other-device@example.org';
const env = useMailServerEnv();

const continueLaterButton = (page: Page) => page.getByRole('button', { name: en.resume.button });
// Failed responses the test provokes (a wrong date, a used link, a lost session) are logged by Chromium; page errors are not expected.
const pageErrors = (problems: string[]) => problems.filter((problem) => !problem.includes('Failed to load resource'));

it('a link mailed from one device restores the enrolment on another after the birth date, once', async () => {
  const first = await env.browser.newContext();
  const page = await first.newPage();
  const problems = watchPage(page);
  await page.goto(`${env.url}/v3/dist/?unit=move&lang=en-US`);
  await onStep(page, 'language');
  const answer = answerers(page, member);

  // Before the birth date the link asks for is answered, a link could not work: "continue later" is not offered.
  for (const step of ['language', 'country', 'region', 'timezone', 'profile']) {
    await onStep(page, step);
    await page.getByRole('button', { name: en.app.continue, exact: true }).waitFor();
    expect({ step, offered: await continueLaterButton(page).count() }).toEqual({ step, offered: 0 });
    await answer[step]();
    await continueFrom(page, step);
  }
  await onStep(page, 'about-you');
  await continueLaterButton(page).waitFor();
  expect(await continueLaterButton(page).getAttribute('aria-expanded')).toBe('false');
  expect(await page.locator('#continue-later-email').count()).toBe(0);
  await continueLaterButton(page).click();
  expect(await continueLaterButton(page).getAttribute('aria-expanded')).toBe('true');
  const email = page.locator('#continue-later-email');
  expect(await email.inputValue()).toBe(member.email);
  await email.fill('not an address');
  await page.getByRole('button', { name: en.resume.send }).click();
  await page.getByText(en.resume.emailInvalid).waitFor();
  expect(await email.getAttribute('aria-invalid')).toBe('true');
  await audit(page, 'continue later, address refused');
  expect(env.inbox.mails).toHaveLength(0);
  await email.fill(OTHER_ADDRESS);
  await page.getByRole('button', { name: en.resume.send }).click();
  await page.getByText(en.resume.sent_other.replace('{{count}}', String(durationCounts().linkHours))).waitFor();
  await audit(page, 'continue later, link sent');

  const mail = await env.inbox.nextMail();
  expect(mail.to).toEqual([OTHER_ADDRESS]);
  expect(mail.subject).toBe(en.resume.mail.subject);
  for (const typed of [member.firstName, member.lastName, member.dateOfBirth, member.email, '555 0142']) expect(mail.raw).not.toContain(typed);
  const link = new RegExp(`${env.url}/v3/dist/resume\\?lang=en-US#[A-Za-z0-9_-]{43}`).exec(mail.text)?.[0];
  expect(link).toBeDefined();
  const token = link!.split('#')[1];

  // The second device: nothing of the member's is shown before the birth date is confirmed.
  const second = await env.browser.newContext();
  const other = await second.newPage();
  const otherProblems = watchPage(other);
  const requests: string[] = [];
  other.on('request', (request) => requests.push(`${request.url()} ${request.headers().referer ?? ''}`));
  await other.goto(link!);
  await other.getByRole('heading', { level: 1, name: en.resume.pageTitle }).waitFor();
  expect(other.url()).toBe(`${env.url}/v3/dist/resume?lang=en-US`);
  const dateOfBirth = other.getByLabel(en.fields.dateOfBirth.label);
  expect(await dateOfBirth.inputValue()).toBe('');
  expect(await other.locator('main').innerText()).not.toContain(member.firstName);
  await audit(other, 'resume page');

  await dateOfBirth.fill('1988-09-15');
  await other.getByRole('button', { name: en.resume.confirm }).click();
  await other.getByText(en.resume.wrong.replace('{{attempts}}', '4')).waitFor();
  expect(await dateOfBirth.getAttribute('aria-invalid')).toBe('true');
  expect(await other.locator('main').innerText()).not.toContain(member.firstName);
  await audit(other, 'resume page, wrong birth date');

  await dateOfBirth.fill(member.dateOfBirth);
  await other.getByRole('button', { name: en.resume.confirm }).click();
  // The member goes on where they stopped: the first step not yet answered, the earlier answers there.
  await onStep(other, 'about-you');
  expect(await other.locator('input[type=radio][name=root_gender]:checked').count()).toBe(0);
  await other.locator('form .actions button.button-secondary').click();
  await onStep(other, 'profile');
  expect(await other.locator('#root_firstName').inputValue()).toBe(member.firstName);
  expect(await other.locator('#root_email').inputValue()).toBe(member.email);
  await continueFrom(other, 'profile');
  await onStep(other, 'about-you');
  expect(requests.filter((line) => line.includes(token))).toEqual([]);

  // The first device's session has ended: its next save is refused and it is told so, in place of the flow.
  await answer['about-you']();
  await page.locator('form .actions button[type=submit]').click();
  await page.locator('[data-error-code=enrolment_moved]').waitFor();
  expect(await page.locator('form').count()).toBe(0);

  // The link is used up.
  const third = await env.browser.newContext();
  const again = await third.newPage();
  await again.goto(link!);
  await again.getByLabel(en.fields.dateOfBirth.label).fill(member.dateOfBirth);
  await again.getByRole('button', { name: en.resume.confirm }).click();
  await again.getByRole('heading', { level: 1, name: en.resume.invalidTitle }).waitFor();
  await audit(again, 'resume link used up');

  expect((await env.db.query('select id from enrolments')).rows).toHaveLength(1);
  const logged = env.logs.join('\n');
  for (const secret of [token, OTHER_ADDRESS, member.email, member.dateOfBirth, '1988-09-15']) expect(logged).not.toContain(secret);
  expect(pageErrors(problems)).toEqual([]);
  expect(pageErrors(otherProblems)).toEqual([]);
  await Promise.all([first.close(), second.close(), third.close()]);
}, 120_000);

it('without SMTP configured there is no "continue later" button', async () => {
  const plain = await startServer();
  const context = await env.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${plain.url}/v3/dist/?unit=move&lang=en-US`);
  await onStep(page, 'language');
  await answerers(page, member).language();
  await continueFrom(page, 'language');
  await onStep(page, 'country');
  expect(await page.locator('form').count()).toBe(1);
  expect(await continueLaterButton(page).count()).toBe(0);
  expect(await page.locator('#runtime-config').textContent()).not.toContain('continueLater');
  // The same page with SMTP turns it on, so the absence above is the configuration's doing (the button itself
  // waits for the birth date, as the first test shows).
  const withMail = await context.newPage();
  await withMail.goto(`${env.url}/v3/dist/?unit=move&lang=en-US`);
  await onStep(withMail, 'language');
  expect(await withMail.locator('#runtime-config').textContent()).toContain('continueLater');
  await context.close();
  await plain.app.close();
  await plain.db.close();
}, 60_000);
