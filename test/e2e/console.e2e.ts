import type { Browser, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import enUSMember from '../../locales/en-US/translation.json';
import enUSConsole from '../../locales/en-US/console.json';
import esUSMember from '../../locales/es-US/translation.json';
import esUSConsole from '../../locales/es-US/console.json';
import ptPTMember from '../../locales/pt-PT/translation.json';
import ptPTConsole from '../../locales/pt-PT/console.json';
import frCAMember from '../../locales/fr-CA/translation.json';
import frCAConsole from '../../locales/fr-CA/console.json';
import enGBMember from '../../locales/en-GB/translation.json';
import enGBConsole from '../../locales/en-GB/console.json';
import type { Database } from '../../src/server/db/database';
import { submittedMember } from '../support/submitted-member';
import { audit, watchPage } from './audit';
import { startConsoleServer, type ConsoleServer } from '../support/console-server';

// The care-team console, signed out to signed out, against the built page and a real database.
const ALICE = 'alice-console-token-0123456789';
const REASON = 'Member travelling until March';
// The console shows its own texts (console.json) over the member texts (unit and state names).
const enUS = { ...enUSMember, ...enUSConsole };
const esUS = { ...esUSMember, ...esUSConsole };
const ptPT = { ...ptPTMember, ...ptPTConsole };
const frCA = { ...frCAMember, ...frCAConsole };
const enGB = { ...enGBMember, ...enGBConsole };
const t = enUS.console;
let app: FastifyInstance;
let db: Database;
let url: string;
let browser: Browser;
let server: ConsoleServer | undefined;
const seeded: Record<'us' | 'pt' | 'held' | 'odd', string> = { us: '', pt: '', held: '', odd: '' };

beforeAll(async () => {
  server = await startConsoleServer(ALICE);
  ({ app, db, url, browser } = server);
  seeded.us = await submittedMember(app, { unit: 'move', country: ['US', 'NY', 'America/New_York'], phone: '+1 212 555 0100', irbConsent: false });
  seeded.pt = await submittedMember(app, { unit: 'bloom', country: ['PT', 'LISBOA', 'Europe/Lisbon'], phone: '+351 912 345 678', irbConsent: false });
  seeded.held = await submittedMember(app, { unit: 'move', country: ['US', 'NY', 'America/New_York'], phone: '+1 212 555 0101', irbConsent: false });
  // Patient states through the staff API, as staff would set them.
  const held = await app.inject({ method: 'POST', url: `/staff/enrolments/${seeded.held}/transitions`, headers: { authorization: `Bearer ${ALICE}` }, payload: { to: 'on_hold_700', reason: 'Seeded hold' } });
  expect(held.statusCode).toBe(200);
  // A state no code can decode (its number is beyond safe integers): only the database can hold one.
  seeded.odd = await submittedMember(app, { unit: 'thrive', country: ['US', 'NY', 'America/New_York'], phone: '+1 212 555 0102', irbConsent: false });
  await db.query("update enrolments set patient_state = 'enrolled_99999999999999999999' where id = $1", [seeded.odd]);
});

afterAll(async () => {
  await server?.close();
});

const rowOf = (page: Page, id: string) => page.locator(`table[data-testid=enrolments] tbody tr[data-id="${id}"]`);
const listedIds = (page: Page) => page.locator('table[data-testid=enrolments] tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id')));

describe('care-team console', () => {
  it('signs in, filters, opens an enrolment, applies a transition, shows it in the history and the audit log, and signs out', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const problems = watchPage(page);
    const calls: string[] = [];
    page.on('request', (request) => calls.push(request.url()));

    // Signed out: the sign-in form, no list.
    await page.goto(`${url}/console/`);
    await page.getByRole('heading', { level: 1, name: t.signIn.heading }).waitFor();
    const token = page.getByLabel(t.signIn.token);
    expect(await token.getAttribute('type')).toBe('password');
    expect(await token.inputValue()).toBe('');
    expect(await page.locator('table').count()).toBe(0);
    await audit(page, 'console signed out');

    // A wrong token is refused with a message.
    await token.fill('not-the-right-token-at-all');
    await page.getByRole('button', { name: t.signIn.submit }).click();
    await page.getByRole('alert').filter({ hasText: t.signIn.wrong }).waitFor();
    expect(await token.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('table').count()).toBe(0);
    await audit(page, 'console wrong token');

    // The right one: the list, with each state by its name and class, and "unknown" for the undecodable one.
    await token.fill(ALICE);
    await page.getByRole('button', { name: t.signIn.submit }).click();
    await page.getByRole('heading', { level: 1, name: t.list.heading }).waitFor();
    await page.locator('table[data-testid=enrolments] tbody tr').first().waitFor();
    expect((await listedIds(page)).sort()).toEqual(Object.values(seeded).sort());
    const badge = async (id: string) => {
      const state = rowOf(page, id).locator('.patient-state');
      return [await state.innerText(), (await state.getAttribute('class'))?.split(' ').sort()];
    };
    expect(await badge(seeded.us)).toEqual([enUS.patient_state_enrolled, ['patient-state', 'patient-state-enrolled']]);
    expect(await badge(seeded.held)).toEqual([enUS.patient_state_on_hold, ['patient-state', 'patient-state-on-hold']]);
    expect(await badge(seeded.odd)).toEqual([enUS.patient_state_unknown, ['patient-state', 'patient-state-unknown']]);
    expect(await rowOf(page, seeded.pt).locator('td').nth(2).innerText()).toBe(enUS.units.bloom);
    expect(await rowOf(page, seeded.pt).locator('td').nth(3).innerText()).toBe(t.market.EU);
    expect(await page.locator('th[scope=col]').allInnerTexts()).toEqual([enUS.console.search.col.member, enUS.console.search.col.contact, t.col.created, t.col.unit, t.col.market, t.col.flowVersion, t.col.status, t.col.state]);
    await audit(page, 'console list');

    // No token anywhere the page can reach: not in the page, its storage, its address or a readable cookie.
    const reachable = await page.evaluate(() => [document.documentElement.outerHTML, JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage }), location.href, document.cookie].join('\n'));
    expect(reachable).not.toContain(ALICE);
    expect(calls.join('\n')).not.toContain(ALICE);
    const [cookie] = (await context.cookies()).filter((c) => c.name === 'staff_sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/staff' });

    // Filter by unit: only the bloom member remains, and the filter is in the address (no member data there).
    await page.locator('summary', { hasText: t.filters.heading }).click();
    const unit = page.getByLabel(t.filters.unit);
    expect(await unit.inputValue()).toBe('');
    await unit.selectOption('bloom');
    await page.getByRole('button', { name: t.filters.apply }).click();
    await page.waitForURL(/unit=bloom/);
    await page.waitForFunction((id) => {
      const rows = [...document.querySelectorAll('table[data-testid=enrolments] tbody tr')];
      return rows.length === 1 && rows[0]?.getAttribute('data-id') === id;
    }, seeded.pt);
    expect(await listedIds(page)).toEqual([seeded.pt]);
    expect(await page.getByLabel(t.filters.unit).inputValue()).toBe('bloom');
    // ...then by state: on hold shows only the held member.
    await page.getByRole('link', { name: t.filters.clear }).click();
    await page.waitForFunction(() => document.querySelectorAll('table[data-testid=enrolments] tbody tr').length === 4);
    await page.locator('summary', { hasText: t.filters.heading }).click();
    const state = page.getByLabel(t.filters.state);
    expect(await state.inputValue()).toBe('');
    await state.selectOption('on_hold');
    await page.getByRole('button', { name: t.filters.apply }).click();
    await page.waitForURL(/state=on_hold/);
    await page.waitForFunction(() => document.querySelectorAll('table[data-testid=enrolments] tbody tr').length === 1);
    expect(await listedIds(page)).toEqual([seeded.held]);
    expect(page.url()).not.toMatch(/Ana|Silva|example\.org/);
    await page.getByRole('link', { name: t.filters.clear }).click();
    await page.waitForFunction(() => document.querySelectorAll('table[data-testid=enrolments] tbody tr').length === 4);

    // One enrolment: answers as the member saw them, receipts, booking, history.
    await rowOf(page, seeded.us).getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: t.detail.heading.replace('{{id}}', seeded.us.slice(0, 8)) }).waitFor();
    const answers = page.getByTestId('answers');
    await answers.getByRole('heading', { name: enUS.steps.profile.title, exact: true }).waitFor();
    const answerOf = (label: string) => answers.locator('.summary-row').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');
    expect(await answerOf(enUS.fields.firstName.label).innerText()).toBe('Ana');
    expect(await answerOf(enUS.fields.gender.label).innerText()).toBe(enUS.gender.female);
    const receipts = page.getByTestId('receipts').locator('tbody tr');
    expect(await receipts.count()).toBeGreaterThanOrEqual(5);
    expect(await receipts.first().innerText()).toMatch(/[0-9a-f]{64}/);
    expect(await page.getByTestId('booking').innerText()).toContain(t.booking.confirmed);
    const history = page.getByTestId('history').locator('tbody tr');
    expect(await history.count()).toBe(1);
    expect(await history.first().innerText()).toContain(t.history.system);
    await audit(page, 'console enrolment');

    // The transitions offered (docs/spec/states.md#offered-transitions) that start from enrolled, none chosen; applied with a reason.
    const radios = page.locator('input[type=radio][name=to]');
    expect(await radios.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).toEqual(['excluded_530', 'on_hold_700', 'closed_900']);
    expect(await radios.evaluateAll((inputs) => inputs.filter((i) => (i as HTMLInputElement).checked).length)).toBe(0);
    const reason = page.getByLabel(t.transition.reason, { exact: true });
    expect(await reason.inputValue()).toBe('');
    await page.getByRole('button', { name: t.transition.apply }).click();
    await page.getByRole('alert').filter({ hasText: t.transition.chooseMissing }).waitFor();
    await audit(page, 'console transition errors');
    const hold = page.locator('#transition-on_hold_700');
    expect(await hold.isChecked()).toBe(false);
    await hold.click();
    expect(await hold.isChecked()).toBe(true);
    await reason.fill(REASON);
    await page.getByRole('button', { name: t.transition.apply }).click();
    await page.locator('.console-notice').filter({ hasText: 'on_hold_700' }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=history] tbody tr').length === 2);
    expect(await page.getByTestId('current-state').locator('.patient-state').getAttribute('class')).toContain('patient-state-on-hold');
    const applied = await history.nth(1).innerText();
    expect(applied).toContain('alice');
    expect(applied).toContain(REASON);
    // From on hold (enrolled) the way back to enrolled is offered, not to active.
    expect(await radios.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).toContain('enrolled_300');
    expect(await radios.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).not.toContain('active_400');
    const { rows } = await db.query<{ to_state: string; changed_by: string; reason: string }>('select to_state, changed_by, reason from patient_state_history where enrolment_id = $1 order by id', [seeded.us]);
    expect(rows.map((r) => [r.to_state, r.changed_by, r.reason])).toEqual([['enrolled_300', 'system', null], ['on_hold_700', 'alice', REASON]]);
    await audit(page, 'console after transition');

    // The audit log shows the change: who, what, which enrolment.
    await page.getByRole('navigation', { name: t.nav.label }).getByRole('link', { name: t.nav.audit }).click();
    await page.getByRole('heading', { level: 1, name: t.audit.heading }).waitFor();
    const change = page.locator('table[data-testid=audit] tbody tr[data-action=apply_transition]').first();
    await change.waitFor();
    expect(await change.innerText()).toContain('alice');
    expect(await change.innerText()).toContain(enUSConsole.console.coordinator.auditActions.apply_transition);
    expect(await change.innerText()).toContain(seeded.us.slice(0, 8));
    expect(await page.locator('table[data-testid=audit]').innerText()).not.toContain(REASON);
    await audit(page, 'console audit');

    // Sign out: the list is gone, and the old cookie opens nothing on the server.
    await page.getByRole('button', { name: t.signOut }).click();
    await page.getByRole('heading', { level: 1, name: t.signIn.heading }).waitFor();
    await page.getByRole('status').filter({ hasText: t.signIn.signedOut }).waitFor();
    expect(await page.locator('table').count()).toBe(0);
    const replay = await app.inject({ url: '/staff/enrolments', headers: { cookie: `staff_sid=${cookie.value}` } });
    expect(replay.statusCode).toBe(401);
    await page.goto(`${url}/console/`);
    await page.getByRole('heading', { level: 1, name: t.signIn.heading }).waitFor();
    expect(await page.locator('table').count()).toBe(0);
    expect(problems.filter((p) => !p.includes('401'))).toEqual([]);
    await context.close();
  });

  it('shows the signed-out state after 1800 s without activity', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${url}/console/`);
    await page.getByLabel(t.signIn.token).fill(ALICE);
    await page.getByRole('button', { name: t.signIn.submit }).click();
    await page.locator('table[data-testid=enrolments] tbody tr').first().waitFor();
    await page.clock.fastForward(1799 * 1000);
    expect(await page.locator('table[data-testid=enrolments]').count()).toBe(1);
    await page.clock.fastForward(3 * 1000);
    await page.getByRole('status').filter({ hasText: t.signIn.expired }).waitFor();
    expect(await page.locator('table').count()).toBe(0);
    await audit(page, 'console expired');
    await context.close();
  });

  it.each([
    ['en-US', enUS], ['es-US', esUS], ['pt-PT', ptPT], ['fr-CA', frCA], ['en-GB', enGB],
  ] as const)('speaks %s', async (language, texts) => {
    const context = await browser.newContext({ locale: language });
    const page = await context.newPage();
    await page.goto(`${url}/console/?lang=${language}`);
    await page.getByRole('heading', { level: 1, name: texts.console.signIn.heading }).waitFor();
    await page.getByLabel(texts.console.signIn.token).fill(ALICE);
    await page.getByRole('button', { name: texts.console.signIn.submit }).click();
    await page.getByRole('heading', { level: 1, name: texts.console.list.heading }).waitFor();
    await page.locator('table[data-testid=enrolments] tbody tr').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    expect(await rowOf(page, seeded.odd).locator('.patient-state').innerText()).toBe(texts.patient_state_unknown);
    await audit(page, `console list ${language}`);
    await context.close();
  });

  it('says a count in the words of the language: one enrolment found in French, American words in en-US', async () => {
    const context = await browser.newContext({ locale: 'fr-CA' });
    const page = await context.newPage();
    await page.goto(`${url}/console/?lang=fr-CA`);
    await page.getByLabel(frCA.console.signIn.token).fill(ALICE);
    await page.getByRole('button', { name: frCA.console.signIn.submit }).click();
    const heading = page.locator('#results-heading');
    await heading.waitFor();
    expect(await heading.innerText()).toMatch(/^Toutes les inscriptions \(\d+\)$/);
    await page.goto(`${url}/console/?lang=fr-CA&unit=bloom`);
    await page.waitForFunction(() => document.querySelectorAll('table[data-testid=enrolments] tbody tr').length === 1);
    expect(await heading.innerText()).toBe(frCA.console.search.listHeading.replace('{{count}}', '1'));
    await page.goto(`${url}/console/?lang=en-US`);
    await page.getByRole('heading', { level: 1, name: 'Enrollments' }).waitFor();
    expect(await heading.innerText()).toMatch(/^All enrollments \(\d+\)$/);
    await context.close();
  });

  it('switches language in place, console texts included', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${url}/console/?lang=en-US`);
    await page.getByRole('heading', { level: 1, name: enUS.console.signIn.heading }).waitFor();
    const switcher = page.locator('#language-switcher');
    expect(await switcher.inputValue()).toBe('en-US');
    await switcher.selectOption('fr-CA');
    await page.getByRole('heading', { level: 1, name: frCA.console.signIn.heading }).waitFor();
    expect(await page.getByLabel(frCA.console.signIn.token).isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get('lang')).toBe('fr-CA');
    await context.close();
  });
});
