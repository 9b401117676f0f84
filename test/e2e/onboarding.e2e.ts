import type { Page } from 'playwright-core';
import en from '../../locales/en-US/translation.json';
import { audit } from './audit';
import { useServerAndBrowser } from './browser';
import { pick } from './flow-by-value';


const env = useServerAndBrowser();

// The app moves between steps with history.pushState, so the address is polled rather than awaited as a navigation.
async function onStep(page: Page, stepId: string) {
  await page.waitForFunction((path) => window.location.pathname === path, `/v3/dist/${stepId}`);
  await page.getByRole('heading', { level: 1, name: (en.steps as Record<string, { title: string }>)[stepId]?.title }).waitFor();
}

async function next(page: Page, stepId: string) {
  await page.getByRole('button', { name: en.app.continue }).click();
  await onStep(page, stepId);
  await audit(page, stepId);
}

function watchPage(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('favicon')) problems.push(`console: ${message.text()}`);
  });
  return problems;
}

describe('a member enrols in the browser', () => {
  it('completes every step of a US adult in Move, with axe clean on each step, and is stored as enrolled_300', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`${env.server.url}/v3/dist/?unit=move&lang=en-US`);
    await onStep(page, 'language');
    await audit(page, 'language');
    await page.getByLabel(en.fields.language.label).selectOption('EN');
    await next(page, 'country');
    await page.getByLabel(en.fields.country.label).selectOption('US');
    await next(page, 'region');
    await page.getByLabel(en.regionStep.us.label).selectOption('NY');
    await next(page, 'timezone');
    await page.getByLabel(en.fields.timezone.label).selectOption('America/New_York');
    await next(page, 'profile');

    await page.getByRole('button', { name: en.app.continue }).click();
    const summary = page.getByRole('alert').filter({ hasText: en.app.errorSummaryTitle });
    await summary.waitFor();
    expect(await summary.getByRole('link').count()).toBe(5);
    await audit(page, 'profile with errors');

    await page.getByLabel(en.fields.firstName.label).fill('Ana');
    await page.getByLabel(en.fields.lastName.label).fill('Silva');
    await page.getByLabel(en.fields.dateOfBirth.label).fill('1990-04-02');
    await page.getByLabel(en.fields.email.label).fill('ana@example.org');
    await page.getByLabel(en.fields.phone.label).fill('+1 202 555 0100');
    await next(page, 'about-you');

    // A reload resumes on the same step with what was typed.
    await pick(page.getByLabel(en.gender.female, { exact: true }));
    await page.reload();
    await onStep(page, 'about-you');
    expect(await page.getByLabel(en.gender.female, { exact: true }).isChecked()).toBe(true);

    await pick(page.getByLabel(en.education.degree, { exact: true }));
    await pick(page.getByLabel(en.race.hispanic, { exact: true }));
    await pick(page.getByLabel(en.employment.full_time, { exact: true }));
    await next(page, 'legal');
    for (const consent of ['termsConsent', 'privacyConsent', 'telehealthConsent', 'nonDiscriminationConsent'] as const) {
      await pick(page.getByLabel(en.fields[consent].label));
    }
    await next(page, 'hipaa');
    await pick(page.getByLabel(en.fields.hipaaConsent.label));
    await next(page, 'research');
    await next(page, 'health-network');
    await pick(page.getByLabel(en.fields.healthNetworkConsent.label));
    await next(page, 'appointment');
    await pick(page.locator('input[type=radio][name=root_slot]').nth(1));
    await next(page, 'review');

    // Browser back returns to the appointment step; forward comes back to the review.
    await page.goBack();
    await onStep(page, 'appointment');
    await page.goForward();
    await onStep(page, 'review');

    await page.getByRole('button', { name: en.app.submit }).click();
    await onStep(page, 'done');
    // The app link of the done page (the redirect's "Go now: …" link names the same place).
    await page.getByRole('link', { name: new RegExp(`^${en.destinations.move_enrolment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).waitFor();
    await audit(page, 'done');
    expect(await page.evaluate(() => window.localStorage.getItem('onboarding_v3_progress'))).toBeNull();
    expect(problems).toEqual([]);

    const { rows } = await env.server.db.query<{ patient_state: string; status: string; steps: number; consents: number }>(
      `select e.patient_state, e.status,
         (select count(*)::int from step_answers s where s.enrolment_id = e.id) as steps,
         (select count(*)::int from consent_decisions c where c.enrolment_id = e.id) as consents
       from enrolments e where e.status = 'submitted'`,
    );
    expect(rows).toEqual([{ patient_state: 'enrolled_300', status: 'submitted', steps: 11, consents: 7 }]);

    // The funnel counted this member's walk, and no value the member typed or chose reached its counters.
    const counts = await env.server.db.query<{ row: string; measure: string }>('select row_to_json(c)::text as row, c.measure from funnel_counts c');
    expect(new Set(counts.rows.map(({ measure }) => measure))).toEqual(new Set(['sent', 'saved', 'submitted']));
    const answered = ['Ana', 'Silva', '1990-04-02', 'ana@example.org', '+1 202 555 0100', '12025550100', 'female', 'degree', 'hispanic', 'full_time'];
    expect(counts.rows.filter(({ row }) => answered.some((value) => row.includes(value)))).toEqual([]);
    await context.close();
  });
});
