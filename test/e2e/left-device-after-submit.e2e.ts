import type { Page } from 'playwright-core';
import { durationCounts } from '../../src/time/member-time-limits';
import ptPT from '../../locales/pt-PT/translation.json';
import esUS from '../../locales/es-US/translation.json';
import { useMailServerEnv } from './mail-server-env';
import { answerers, onStep, pick, type Member } from './flow-by-value';
import { walkTo } from './member-walk';

// The device a member left, once the enrolment was submitted on the other one: it says so in her language, offers
// only what can still work, shows and keeps nothing of her, and never shows a step again, not even for a moment.
const member: Member = { firstName: 'Leonor', lastName: 'Vasconcelos', dateOfBirth: '1979-03-02', email: 'leonor.v@example.org', phone: '+1 416 555 0199' };
const env = useMailServerEnv();
const texts = ptPT;

// Every heading and address the page shows, in order, as the member would see them (recorded in the page itself).
async function recordTimeline(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { timeline: string[] }).timeline = seen;
    const note = () => {
      const entry = `${window.location.pathname} | ${document.querySelector('h1')?.textContent ?? ''}`;
      if (seen[seen.length - 1] !== entry) seen.push(entry);
    };
    note();
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
    // The address changes without a mutation (history.replaceState): it is read every few milliseconds too.
    setInterval(note, 5);
  });
}
const timelineOf = (page: Page) => page.evaluate(() => (window as unknown as { timeline: string[] }).timeline);
const storedText = (page: Page) => page.evaluate(() => [localStorage, sessionStorage].flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ''}`)).join('\n'));

async function expectNothingOfHers(page: Page): Promise<void> {
  const shown = await page.locator('body').innerText();
  const stored = await storedText(page);
  for (const typed of [member.firstName, member.lastName, member.email, member.dateOfBirth, member.phone.slice(-4)]) {
    expect(shown).not.toContain(typed);
    expect(stored).not.toContain(typed);
  }
  expect(await page.locator('form input').count()).toBe(0);
}

async function expectSubmittedNotice(page: Page): Promise<void> {
  const notice = page.locator('[data-error-code=enrolment_submitted_elsewhere]');
  await notice.waitFor();
  expect(await page.locator('h1').innerText()).toBe(texts.wentElsewhere.submittedTitle);
  const said = await notice.innerText();
  expect(said).toContain('Concluiu esta inscrição noutro dispositivo');
  // Nothing that cannot work once submitted: no "continue later", here or as advice, and no step to go on with.
  expect(said).not.toContain(texts.resume.button);
  expect(await page.getByRole('button', { name: texts.resume.button }).count()).toBe(0);
  expect(await page.locator('form').count()).toBe(0);
  // What can work: starting a new enrolment (for someone else).
  expect(await page.getByRole('button', { name: texts.done.startNew }).count()).toBe(1);
}

it('pt-PT: after a submit on the other device, the left one says so, offers a new enrolment only, forgets her and never flashes a step', async () => {
  const first = await env.browser.newContext();
  const page = await first.newPage();
  await page.goto(`${env.url}/v3/dist/?unit=move&lang=pt-PT`);
  await onStep(page, 'language');
  await walkTo(page, member, {}, 'legal');
  // A tick the member gave here, kept by this device as a draft.
  await pick(page.locator('#root_termsConsent'));
  await page.getByRole('button', { name: texts.resume.button }).click();
  await page.getByRole('button', { name: texts.resume.send }).click();
  await page.getByText(texts.resume.sent_other.replace('{{count}}', String(durationCounts().linkHours))).waitFor();
  const link = new RegExp(`${env.url}/v3/dist/resume\\?lang=pt-PT#[A-Za-z0-9_-]{43}`).exec((await env.inbox.nextMail()).text)?.[0];
  expect(link).toBeDefined();

  // The other device opens the link and submits.
  const second = await env.browser.newContext();
  const other = await second.newPage();
  await other.goto(link!);
  await other.getByLabel(texts.fields.dateOfBirth.label).fill(member.dateOfBirth);
  await other.getByRole('button', { name: texts.resume.confirm }).click();
  await onStep(other, 'legal');
  // The consent boxes' code loads with the step the resumed page opens on.
  await other.locator('#root_termsConsent').waitFor();
  await walkTo(other, member, {}, 'review');
  await other.getByRole('button', { name: texts.app.submit }).click();
  await other.waitForFunction(() => window.location.pathname.endsWith('/done'));

  // Back on the first device: she finishes the step she was on and presses Continue.
  await recordTimeline(page);
  const boxes = page.locator('form input[type=checkbox][id^=root_]:not(#root_termsConsent)');
  for (let index = 0; index < (await boxes.count()); index += 1) await pick(boxes.nth(index));
  await page.locator('form .actions button[type=submit]').click();
  await expectSubmittedNotice(page);
  // Give a late refusal or a slot read the time to snap back, as it did, then read what the page showed.
  await page.waitForTimeout(1500);
  const timeline = await timelineOf(page);
  const afterPress = timeline.slice(timeline.findIndex((entry) => !entry.startsWith('/v3/dist/legal |')));
  // The step she left never comes back, and the page ends on the notice, at an address that names no step.
  expect(afterPress.filter((entry) => entry.startsWith('/v3/dist/legal |'))).toEqual([]);
  expect(timeline[timeline.length - 1]).toBe(`/v3/dist/elsewhere | ${texts.wentElsewhere.submittedTitle}`);
  expect(await page.getByText(texts.slots.loadFailed).count()).toBe(0);
  await expectNothingOfHers(page);

  // A reload keeps telling the truth: the notice, no step with her ticks.
  await page.reload();
  await expectSubmittedNotice(page);
  expect(await page.locator('input[type=checkbox]').count()).toBe(0);
  await expectNothingOfHers(page);
  await Promise.all([first.close(), second.close()]);
});

/** In Spanish, up to the about-you step on a first device, then moved to a second with a continue-later link. */
async function movedToAnotherDevice(): Promise<{ page: Page; close: () => Promise<unknown> }> {
  const first = await env.browser.newContext();
  const page = await first.newPage();
  await page.goto(`${env.url}/v3/dist/?unit=move&lang=es-US`);
  await onStep(page, 'language');
  await walkTo(page, member, {}, 'about-you');
  await page.getByRole('button', { name: esUS.resume.button }).click();
  await page.getByRole('button', { name: esUS.resume.send }).click();
  await page.getByText(esUS.resume.sent_other.replace('{{count}}', String(durationCounts().linkHours))).waitFor();
  const link = new RegExp(`${env.url}/v3/dist/resume\\?lang=es-US#[A-Za-z0-9_-]{43}`).exec((await env.inbox.nextMail()).text)?.[0];
  const second = await env.browser.newContext();
  const other = await second.newPage();
  await other.goto(link!);
  await other.getByLabel(esUS.fields.dateOfBirth.label).fill(member.dateOfBirth);
  await other.getByRole('button', { name: esUS.resume.confirm }).click();
  await onStep(other, 'about-you');

  return { page, close: () => Promise.all([first.close(), second.close()]) };
}

it('es-US: coming back to the left device shows the notice before she presses anything, and the step never shows again', async () => {
  const { page, close } = await movedToAnotherDevice();
  // She picks the first phone up again: its page was hidden and shows again (what a phone's browser tells a page).
  await recordTimeline(page);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const notice = page.locator('[data-error-code=enrolment_moved]');
  await notice.waitFor({ timeout: 5_000 });
  expect(await page.locator('h1').innerText()).toBe(esUS.wentElsewhere.movedTitle);
  expect(await notice.innerText()).toContain('Continuó esta inscripción en otro dispositivo');
  // Going on there is what works: no new enrolment here beside it, no form.
  expect(await page.getByRole('button', { name: esUS.done.startNew }).count()).toBe(0);
  expect(await page.locator('form').count()).toBe(0);
  await page.waitForTimeout(500);
  const timeline = await timelineOf(page);
  expect(timeline.filter((entry) => !entry.includes(esUS.steps['about-you'].title) && !entry.endsWith(esUS.wentElsewhere.movedTitle))).toEqual([]);
  const shown = await page.locator('body').innerText();
  const stored = await storedText(page);
  for (const typed of [member.firstName, member.lastName, member.email, member.dateOfBirth]) expect([shown, stored].filter((where) => where.includes(typed))).toEqual([]);
  await close();
});

it('es-US: a Continue pressed on the left device before the server has answered never shows the next step', async () => {
  const { page, close } = await movedToAnotherDevice();
  // Her step answered on this device, so a Continue would go on.
  await answerers(page, member)['about-you']();
  // The server's answer to the return check takes a while (a poor network): her press comes before it.
  let release = () => undefined as void;
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/member/enrolment', async (route) => {
    if (route.request().method() === 'GET') await answered;
    await route.continue();
  });
  await recordTimeline(page);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const next = page.locator('form .actions button[type=submit]');
  // Untouched: she is on her step, its Continue held while the page asks.
  expect(await page.locator('h1').innerText()).toBe(esUS.steps['about-you'].title);
  await next.click({ force: true, timeout: 2_000 }).catch(() => undefined);
  await page.keyboard.press('Enter');
  await page.waitForTimeout(300);
  expect(page.url()).toContain('/about-you');
  release();
  await page.locator('[data-error-code=enrolment_moved]').waitFor({ timeout: 5_000 });
  await page.waitForTimeout(300);
  const timeline = await timelineOf(page);
  expect(timeline.filter((entry) => !entry.includes(esUS.steps['about-you'].title) && !entry.endsWith(esUS.wentElsewhere.movedTitle))).toEqual([]);
  await close();
});
