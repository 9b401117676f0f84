import type { Page } from 'playwright-core';
import enUS from '../../locales/en-US/translation.json';
import frCA from '../../locales/fr-CA/translation.json';
import { useServerAndBrowser } from './browser';
import { audit, watchPage } from './audit';
import { continueFrom, currentStep, onStep, pick, type Member } from './flow-by-value';
import { walkTo } from './member-walk';

const env = useServerAndBrowser();

const member: Member = { firstName: 'Ana', lastName: 'Silva', dateOfBirth: '1990-04-02', email: 'ana@example.org', phone: '+1 212 555 0123' };

/** Chooses the first offered appointment as a member does: a day first when the picker asks for one, then a time. */
async function chooseFirstSlot(page: Page): Promise<string> {
  await page.locator('form [role=status]').waitFor({ state: 'detached' });
  const day = page.locator('form select');
  if ((await day.count()) > 0) {
    const first = await day.first().locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).find((v) => v !== ''));
    await day.first().selectOption(first ?? '');
  }
  const time = page.locator('form input[type=radio][value*="T"]').first();
  await pick(time);
  return (await time.getAttribute('value')) ?? '';
}

const facts = async () => {
  const db = env.server.db;
  const [enrolment] = (await db.query<{ id: string; status: string }>('select id, status from enrolments order by created_at desc limit 1')).rows;
  const id = enrolment?.id ?? '';
  const active = (await db.query<{ market: string; start_at: Date }>("select c.market, b.start_at from bookings b join clinicians c on c.id = b.clinician_id where b.enrolment_id = $1 and b.status = 'active'", [id])).rows;
  const region = (await db.query<{ answers: { region?: string } }>("select answers from step_answers where enrolment_id = $1 and step_id = 'region'", [id])).rows[0]?.answers.region;
  return { status: enrolment?.status, active: active.map((b) => ({ market: b.market, start: new Date(b.start_at).toISOString() })), region };
};

const row = (page: Page, label: string) => page.locator('.summary-row').filter({ has: page.locator('dt', { hasText: label }) });

describe.each([
  ['en-US', enUS, /Quebec/],
  ['fr-CA', frCA, /Québec/],
])('changing the country from review (%s)', (lng, t, quebec) => {
  it('re-asks the region (nothing chosen), the zone and the appointment, releases the US booking, then review shows the new region and submit succeeds', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`${env.server.url}/v3/dist/?unit=move&lang=${lng}`);
    await onStep(page, 'language');
    let usSlot = '';
    await walkTo(page, member, {
      country: (p) => p.locator('#root_country').selectOption('US').then(() => undefined),
      region: (p) => p.locator('#root_region').selectOption('NY').then(() => undefined),
      appointment: async (p) => {
        usSlot = await chooseFirstSlot(p);
      },
    });
    await onStep(page, 'review');
    expect(await facts()).toMatchObject({ status: 'in_progress', region: 'NY', active: [{ market: 'US', start: usSlot }] });
    await expect(row(page, t.fields.region.label).locator('.summary-value').innerText()).resolves.not.toMatch(quebec);

    await row(page, t.fields.country.label).getByRole('button', { name: new RegExp(t.app.change) }).click();
    await onStep(page, 'country');
    await expect(page.locator('#root_country').inputValue()).resolves.toBe('US');
    await page.locator('#root_country').selectOption('CA');
    await continueFrom(page, 'country');

    // The region step is asked again, with nothing chosen for the member.
    expect(currentStep(page)).toBe('region');
    await onStep(page, 'region');
    await expect(page.locator('#root_region').inputValue()).resolves.toBe('');
    await audit(page, `${lng} region asked again`);
    await page.locator('#root_region').selectOption('QC');
    await continueFrom(page, 'region');

    // New York is no zone of Canada: the zone is asked again.
    expect(currentStep(page)).toBe('timezone');
    await onStep(page, 'timezone');
    // A Canadian zone the list offers as an option of its own (Toronto is listed under New York unless it is the browser's).
    const canadian = await page.locator('#root_timezone option').evaluateAll((options) =>
      options.map((o) => (o as HTMLOptionElement).value).find((v) => ['America/Halifax', 'America/St_Johns', 'America/Regina', 'America/Winnipeg', 'America/Edmonton', 'America/Vancouver', 'America/Toronto'].includes(v)));
    await page.locator('#root_timezone').selectOption(canadian ?? '');
    await continueFrom(page, 'timezone');

    // Then the appointment: the US booking is released and a Canadian one is chosen.
    expect(currentStep(page)).toBe('appointment');
    await onStep(page, 'appointment');
    expect((await facts()).active).toEqual([]);
    await audit(page, `${lng} appointment asked again`);
    const caSlot = await chooseFirstSlot(page);
    await continueFrom(page, 'appointment');

    await onStep(page, 'review');
    await expect(row(page, t.fields.region.label).locator('.summary-value').innerText()).resolves.toMatch(quebec);
    await audit(page, `${lng} review after the change`);
    await page.getByRole('button', { name: t.app.submit }).click();
    await onStep(page, 'done');
    expect(await facts()).toEqual({ status: 'submitted', region: 'QC', active: [{ market: 'CA', start: caSlot }] });
    expect(problems).toEqual([]);
    await context.close();
  });
});
