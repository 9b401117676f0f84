import type { Page } from 'playwright-core';
import enUS from '../../locales/en-US/translation.json';
import frCA from '../../locales/fr-CA/translation.json';
import { appointmentText } from '../../src/web/done/appointment-text';
import { audit, watchPage } from './audit';
import { useServerAndBrowser } from './browser';
import { currentStep, onStep, pick, type Member } from './flow-by-value';
import { walkTo } from './member-walk';

// Done is final. Reload, a reopened link and browser back all show the done page with
// the booked appointment and the status; a new enrolment starts only when the member asks and confirms.
const env = useServerAndBrowser();
const member: Member = { firstName: 'Inès', lastName: 'Tremblay', dateOfBirth: '1985-02-11', email: 'ines.tremblay@example.org', phone: '+1 416 555 0142' };

const enrolmentCount = async () => (await env.server.db.query<{ n: number }>('select count(*)::int as n from enrolments')).rows[0].n;
const doneRecord = (page: Page) => page.evaluate(() => window.localStorage.getItem('onboarding_v3_done'));
const progress = (page: Page) => page.evaluate(() => window.localStorage.getItem('onboarding_v3_progress'));

describe.each([
  ['en-US', enUS],
  ['fr-CA', frCA],
] as const)('done is final in %s', (language, texts) => {
  it('shows the appointment and status after submit, a reload, a reopened link and back; starts again only when confirmed', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const problems = watchPage(page);
    const start = `${env.server.url}/v3/dist/?unit=move&lang=${language}`;
    await page.goto(start);
    await onStep(page, 'language');
    let chosen = '';
    await walkTo(page, member, {
      appointment: async () => {
        const slot = page.locator('input[type=radio][name=root_slot][value^="20"]').first();
        chosen = (await slot.getAttribute('value')) ?? '';
        await pick(slot);
      },
    });
    expect(chosen).toMatch(/^20\d\d-/);
    const enrolments = await enrolmentCount();
    const starts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/member/enrolments')) starts.push(request.url());
    });

    await page.locator('.actions button.button:not(.button-secondary)').click();
    await onStep(page, 'done');
    const { rows } = await env.server.db.query<{ start_at: Date; end_at: Date }>("select start_at, end_at from bookings where status = 'active' and start_at = $1", [chosen]);
    expect(rows).toHaveLength(1);
    const expected = appointmentText({ start: chosen, end: new Date(rows[0].end_at).toISOString() }, 'America/New_York', language)!;

    const expectDonePage = async (stateName: string, stateKey: keyof typeof texts) => {
      await page.getByRole('heading', { level: 1, name: texts.steps.done.title }).waitFor();
      const appointment = await page.getByTestId('appointment').innerText();
      // Node's and Chromium's Intl may differ in which no-break spaces they write; a reader sees spaces.
      expect(appointment.replace(/\s/g, ' ')).toBe(expected.replace(/\s/g, ' '));
      const state = page.getByTestId('patient-state');
      expect(await state.innerText()).toContain(texts[stateKey] as string);
      expect(await state.getAttribute('class')).toContain(`patient-state-${stateName}`);
      expect(await page.locator('.destinations a').count()).toBeGreaterThan(0);
    };
    await expectDonePage('enrolled', 'patient_state_enrolled');
    await audit(page, `${language} done`);
    expect(await progress(page)).toBeNull();
    const record = await doneRecord(page);
    for (const personal of [member.firstName, member.lastName, member.email, member.dateOfBirth]) expect(record).not.toContain(personal);

    // A reload refreshes from the server: a staff change of state shows at once, with its style.
    await env.server.db.query("update enrolments set patient_state = 'on_hold_700' where status = 'submitted' and id = (select enrolment_id from bookings where start_at = $1 and status = 'active')", [chosen]);
    await page.reload();
    await onStep(page, 'done');
    await page.getByTestId('patient-state').filter({ hasText: texts.patient_state_on_hold }).waitFor();
    await expectDonePage('on-hold', 'patient_state_on_hold');

    await page.goBack();
    await onStep(page, 'done');
    expect(currentStep(page)).toBe('done');
    await expectDonePage('on-hold', 'patient_state_on_hold');

    await page.goto(start);
    await onStep(page, 'done');
    await expectDonePage('on-hold', 'patient_state_on_hold');
    expect(starts).toEqual([]);
    expect(await enrolmentCount()).toBe(enrolments);

    // Starting again is explicit: a dialog first; Cancel keeps everything.
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: texts.done.startNew }).click();
    const dialog = page.getByRole('dialog', { name: texts.done.confirmTitle });
    await dialog.waitFor();
    await audit(page, `${language} confirm start new`);
    expect(await dialog.getByRole('button', { name: texts.app.cancel }).evaluate((b) => b === document.activeElement)).toBe(true);
    await dialog.getByRole('button', { name: texts.app.cancel }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await doneRecord(page)).not.toBeNull();
    await page.getByRole('button', { name: texts.done.startNew }).click();
    await page.getByRole('dialog').getByRole('button', { name: texts.done.confirmYes }).click();
    await onStep(page, 'language');
    expect(await doneRecord(page)).toBeNull();
    expect(starts).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
