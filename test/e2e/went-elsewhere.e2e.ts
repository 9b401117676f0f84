import { durationCounts } from '../../src/time/member-time-limits';
import enUS from '../../locales/en-US/translation.json';
import ptPT from '../../locales/pt-PT/translation.json';
import { useMailServerEnv } from './mail-server-env';
import { answerers, onStep, type Member } from './flow-by-value';
import { walkTo } from './member-walk';

// The device a member left after opening their continue-later link elsewhere says so, in the member's language,
// instead of telling them their cookies were cleared and to start over.
const member: Member = { firstName: 'Leonor', lastName: 'Vasconcelos', dateOfBirth: '1979-03-02', email: 'leonor.v@example.org', phone: '+1 416 555 0199' };
const env = useMailServerEnv();

// What the left device must say, written out as a reader of the language expects it.
const CASES = [
  ['en-US', enUS, 'You went on with this enrollment on another device'],
  ['pt-PT', ptPT, 'Continuou esta inscrição noutro dispositivo'],
] as const;

it.each(CASES)('%s: the device that was left says the enrolment went on elsewhere and how to pick it up', async (language, texts, opening) => {
  const first = await env.browser.newContext();
  const page = await first.newPage();
  await page.goto(`${env.url}/v3/dist/?unit=move&lang=${language}`);
  await onStep(page, 'language');
  await walkTo(page, member, {}, 'about-you');
  await page.getByRole('button', { name: texts.resume.button }).click();
  await page.getByRole('button', { name: texts.resume.send }).click();
  await page.getByText(texts.resume.sent_other.replace('{{count}}', String(durationCounts().linkHours))).waitFor();
  const mail = await env.inbox.nextMail();
  const link = new RegExp(`${env.url}/v3/dist/resume\\?lang=${language}#[A-Za-z0-9_-]{43}`).exec(mail.text)?.[0];
  expect(link).toBeDefined();

  const second = await env.browser.newContext();
  const other = await second.newPage();
  await other.goto(link!);
  await other.getByLabel(texts.fields.dateOfBirth.label).fill(member.dateOfBirth);
  await other.getByRole('button', { name: texts.resume.confirm }).click();
  await onStep(other, 'about-you');

  // Nothing is shown on the left device until it tries to save.
  expect(await page.locator('[data-error-code]').count()).toBe(0);
  await answerers(page, member)['about-you']();
  await page.locator('form .actions button[type=submit]').click();
  // The flow, with every answer, gives way to the notice.
  const notice = page.locator('[data-error-code=enrolment_moved]');
  await notice.waitFor();
  expect(await page.locator('h1').innerText()).toBe(texts.wentElsewhere.movedTitle);
  expect(await page.locator('form').count()).toBe(0);
  const text = await notice.innerText();
  expect(text).toContain(opening);
  // How to pick it up: the other device, or a new link asked for from there with the button of that name.
  expect(text).toContain(texts.resume.button);
  expect(text).not.toContain(texts.app.errors.no_session);
  expect(await notice.getAttribute('data-error-code')).toBe('enrolment_moved');
  // Starting again would open a second enrolment beside the one going on elsewhere: it is not offered.
  expect(await notice.getByRole('button', { name: texts.app.startAgain }).count()).toBe(0);
  const shown = await page.locator('body').innerText();
  const stored = await page.evaluate(() => [localStorage, sessionStorage].flatMap((storage) => Object.keys(storage).map((key) => storage.getItem(key) ?? '')).join('\n'));
  for (const typed of [member.firstName, member.lastName, member.email, member.dateOfBirth]) expect([shown, stored].filter((where) => where.includes(typed))).toEqual([]);
  const logged = env.logs.join('\n');
  for (const secret of [member.email, member.dateOfBirth, member.lastName]) expect(logged).not.toContain(secret);
  await Promise.all([first.close(), second.close()]);
});
