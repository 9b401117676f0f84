import type { Page } from 'playwright-core';
import frCA from '../../locales/fr-CA/translation.json';
import { audit, watchPage } from './audit';
import { useMailServerEnv } from './mail-server-env';
import { continueFrom, currentStep, onStep, pick, type Member } from './flow-by-value';
import { walkTo } from './member-walk';

// A Québec member in Toronto, in French, with "continue later" on (a local SMTP inbox).
const env = useMailServerEnv();
const member: Member = { firstName: 'Élise', lastName: 'Tremblay', dateOfBirth: '1988-03-14', email: 'elise.tremblay@example.org', phone: '514 555 0123' };

/** Chooses the first offered appointment: a day first when the picker asks for one, then a time. */
async function chooseFirstSlot(page: Page): Promise<void> {
  await page.locator('form [role=status]').waitFor({ state: 'detached' });
  const day = page.locator('form select');
  if ((await day.count()) > 0) {
    const first = await day.first().locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).find((v) => v !== ''));
    await day.first().selectOption(first ?? '');
  }
  await pick(page.locator('form input[type=radio][value*="T"]').first());
}

const row = (page: Page, label: string) => page.locator('.summary-row').filter({ has: page.locator('dt', { hasText: label }) }).locator('.summary-value');
const continueLater = (page: Page) => page.getByRole('button', { name: frCA.resume.button });

/** The newest enrolment's answers as the server stores them (what another device and staff read), by step. */
async function storedAnswers(): Promise<Record<string, Record<string, unknown>>> {
  const [enrolment] = (await env.db.query<{ id: string }>('select id from enrolments order by created_at desc limit 1')).rows;
  const rows = (await env.db.query<{ step_id: string; answers: Record<string, unknown> }>('select step_id, answers from step_answers where enrolment_id = $1', [enrolment.id])).rows;
  return Object.fromEntries(rows.map((r) => [r.step_id, r.answers]));
}

/** Waits until the saves behind the member have reached the server and `holds` is true of its answers. */
async function whenStored(holds: (answers: Record<string, Record<string, unknown>>) => boolean): Promise<Record<string, Record<string, unknown>>> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const answers = await storedAnswers();
    if (holds(answers)) return answers;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return storedAnswers();
}

it('a fr-CA member in Toronto reads Toronto in French on the review; moving to France asks only the zone, the phone, GDPR and a new time', async () => {
  // Her phone is in Toronto: the zone list offers her own zone, Toronto, as the lead of the Eastern group.
  const context = await env.browser.newContext({ timezoneId: 'America/Toronto', locale: 'fr-CA' });
  const page = await context.newPage();
  const problems = watchPage(page);
  await page.goto(`${env.url}/v3/dist/?unit=move&lang=fr-CA`);
  await onStep(page, 'language');
  await walkTo(page, member, {
    country: (p) => p.locator('#root_country').selectOption('CA').then(() => undefined),
    region: (p) => p.locator('#root_region').selectOption('QC').then(() => undefined),
    timezone: (p) => p.locator('#root_timezone').selectOption('America/Toronto').then(() => undefined),
    appointment: chooseFirstSlot,
  });
  await onStep(page, 'review');

  // One zone, one city: the zone and the appointment both name Toronto, never New York, in French.
  const zone = row(page, frCA.fields.timezone.label);
  await zone.filter({ hasText: 'Toronto' }).waitFor();
  expect(await zone.innerText()).toMatch(/^heure (normale|avancée) de l’Est – Toronto$/);
  const appointment = await row(page, frCA.fields.slot.label).innerText();
  expect(appointment).toMatch(/\(Toronto\)$/);
  expect(`${await zone.innerText()} ${appointment}`).not.toMatch(/New York/);
  await audit(page, 'fr-CA review naming Toronto');

  // A change of mind: the country becomes France.
  await page.locator('.summary-row').filter({ has: page.locator('dt', { hasText: frCA.fields.country.label }) }).getByRole('button', { name: new RegExp(frCA.app.change) }).click();
  await onStep(page, 'country');
  await page.locator('#root_country').selectOption('FR');
  await continueFrom(page, 'country');

  // Toronto is no zone of France: the zone is asked again first.
  expect(currentStep(page)).toBe('timezone');
  await onStep(page, 'timezone');
  // The server kept name, birth date and e-mail (another device and staff read them); only the phone, region, zone and slot went.
  const stored = await whenStored((answers) => answers.country?.country === 'FR' && answers.profile?.phone === undefined);
  expect(stored.profile).toEqual({ firstName: member.firstName, lastName: member.lastName, dateOfBirth: member.dateOfBirth, email: member.email });
  expect([stored.region, stored.timezone, stored.appointment]).toEqual([undefined, undefined, undefined]);
  expect(stored['about-you']).toBeDefined();
  await page.locator('#root_timezone').selectOption('Europe/Paris');
  await continueFrom(page, 'timezone');

  // The profile is asked again with what still holds filled in; the phone is empty and its hint is French.
  expect(currentStep(page)).toBe('profile');
  await onStep(page, 'profile');
  expect(await page.locator('#root_firstName').inputValue()).toBe(member.firstName);
  expect(await page.locator('#root_lastName').inputValue()).toBe(member.lastName);
  expect(await page.locator('#root_dateOfBirth').inputValue()).toBe(member.dateOfBirth);
  expect(await page.locator('#root_email').inputValue()).toBe(member.email);
  expect(await page.locator('#root_phone').inputValue()).toBe('');
  const hint = await page.locator('#root_phone__description').innerText();
  expect(hint).toContain('+33 6 12 34 56 78');
  expect(hint).not.toContain('+1 514');
  // The server still holds the birth date a continue-later link asks for: "continue later" is still offered.
  await continueLater(page).waitFor();
  // So it is after a reload, which reads the server's copy: the kept answers fill the step and the offer stays.
  await page.reload();
  await onStep(page, 'profile');
  expect(await page.locator('#root_dateOfBirth').inputValue()).toBe(member.dateOfBirth);
  expect(await page.locator('#root_phone').inputValue()).toBe('');
  await continueLater(page).waitFor({ timeout: 10_000 });
  await audit(page, 'fr-CA profile asked again for the phone');
  await page.locator('#root_phone').fill('06 12 34 56 78');
  await continueFrom(page, 'profile');

  // France brings GDPR onto the path; the Canadian slot was released, so a time is asked again; then the review.
  expect(currentStep(page)).toBe('gdpr');
  await pick(page.locator('#root_gdprConsent'));
  await continueFrom(page, 'gdpr');
  expect(currentStep(page)).toBe('appointment');
  await continueFrom(page, 'appointment');
  await onStep(page, 'review');
  const after = await whenStored((answers) => answers.profile?.phone !== undefined && answers.gdpr !== undefined);
  expect(after.profile).toEqual({ firstName: member.firstName, lastName: member.lastName, dateOfBirth: member.dateOfBirth, email: member.email, phone: '+33612345678' });
  expect(await row(page, frCA.fields.timezone.label).innerText()).toMatch(/Paris$/);
  expect(problems).toEqual([]);
  await context.close();
}, 120_000);
