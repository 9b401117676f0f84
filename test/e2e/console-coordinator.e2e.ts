import type { Browser, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import enUSMember from '../../locales/en-US/translation.json';
import enUSConsole from '../../locales/en-US/console.json';
import { submittedMember } from '../support/submitted-member';
import { audit, watchPage } from './audit';
import { startConsoleServer, type ConsoleServer } from '../support/console-server';

// A coordinator's day in the console: moves in words, a minor's guardian, a withdrawal, audit filters, any screen.
const ALICE = 'alice-coordinator-token-0123456789';
const WITHDRAWAL_REASON = 'Member phoned to stop research use';
const t = enUSConsole.console;
const c = enUSConsole.console.coordinator;
const state = (name: string) => (enUSMember as unknown as Record<string, string>)[`patient_state_${name}`];
const move = (action: string, from: string, to: string) => c.transition.option.replace('{{action}}', action).replace('{{from}}', state(from)).replace('{{to}}', state(to));
let app: FastifyInstance;
let url: string;
let browser: Browser;
let server: ConsoleServer | undefined;
const seeded = { enrolled: '', held: '', minor: '' };

beforeAll(async () => {
  server = await startConsoleServer(ALICE);
  ({ app, url, browser } = server);
  seeded.enrolled = await submittedMember(app, { irbConsent: true });
  seeded.held = await submittedMember(app, { phone: '+1 212 555 0101' });
  seeded.minor = await submittedMember(app, { dateOfBirth: `${new Date().getUTCFullYear() - 15}-03-10`, guardianName: 'Maria Guardian', phone: '+1 212 555 0102' });
  const held = await app.inject({ method: 'POST', url: `/staff/enrolments/${seeded.held}/transitions`, headers: { authorization: `Bearer ${ALICE}` }, payload: { to: 'on_hold_700', reason: 'Seeded hold' } });
  expect(held.statusCode).toBe(200);
});

afterAll(async () => {
  await server?.close();
});

async function signedIn(width: number, height = 800): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width, height } });
  const page = await context.newPage();
  const problems = watchPage(page);
  await page.goto(`${url}/console/`);
  await page.getByRole('heading', { level: 1, name: t.signIn.heading }).waitFor();
  await page.getByLabel(t.signIn.token).fill(ALICE);
  await page.getByRole('button', { name: t.signIn.submit }).click();
  await page.getByRole('heading', { level: 1, name: t.list.heading }).waitFor();
  // The signed-out page's session check answers 401 by design; only what comes after sign-in counts.
  problems.length = 0;
  return { page, problems };
}

async function openDetail(page: Page, id: string): Promise<void> {
  await page.goto(`${url}/console/enrolments/${id}`);
  await page.getByTestId('current-state').locator('.patient-state').waitFor();
}

const optionLabels = (page: Page) => page.locator('.transition-form input[name=to] + label').evaluateAll((labels) => labels.map((label) => label.firstChild?.textContent?.trim()));
const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.id ?? document.activeElement?.tagName);
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('coordinator console', () => {
  it('offers moves in words from where the member stands, marks a minor, records a withdrawal and filters the audit log', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const first = await context.newPage();
    await first.goto(`${url}/console/`);
    await first.getByRole('heading', { level: 1, name: t.signIn.heading }).waitFor();
    expect(await first.title()).toBe(c.pageTitle.replace('{{view}}', t.signIn.heading).replace('{{console}}', t.title));
    await audit(first, 'sign-in');
    await context.close();

    const { page, problems } = await signedIn(1280);

    // An enrolled member: only moves from enrolled, each in words; nothing from active or treated.
    await openDetail(page, seeded.enrolled);
    expect(await page.title()).toContain(seeded.enrolled.slice(0, 8));
    expect(await optionLabels(page)).toEqual([move(c.transition.action.excluded, 'enrolled', 'excluded'), move(c.transition.action.on_hold, 'enrolled', 'on_hold'), move(c.transition.action.closed, 'enrolled', 'closed')]);
    expect(await page.locator('form', { has: page.locator('input[name=to]') }).innerText()).not.toContain(t.transition.option.excluded_540);
    expect(await page.getByTestId('minor').count()).toBe(0);
    await audit(page, 'detail');

    // Withdraw research consent by keyboard: the result gets focus, the history and the receipts show it.
    const receiptRows = page.locator('[data-testid=receipts] tbody tr');
    expect(await receiptRows.evaluateAll((rows) => rows.filter((row) => row.getAttribute('data-decision') === 'withdrawn').length)).toBe(0);
    const research = page.getByLabel(c.consent.irbConsent, { exact: true });
    expect(await research.isChecked()).toBe(false);
    await research.focus();
    await page.keyboard.press('Space');
    await page.getByLabel(c.withdraw.reason, { exact: true }).fill(WITHDRAWAL_REASON);
    await page.getByRole('button', { name: c.withdraw.submit }).press('Enter');
    const withdrawn = c.withdraw.done.replace('{{consent}}', c.consent.irbConsent);
    await page.getByTestId('action-result').filter({ hasText: withdrawn }).waitFor();
    expect(await focusedTestId(page)).toBe('action-result');
    await page.locator('[data-testid=history] tbody tr[data-kind=withdrawal]').waitFor();
    expect(await page.locator('[data-testid=history] tbody tr[data-kind=withdrawal]').innerText()).toContain(WITHDRAWAL_REASON);
    expect(await page.locator('[data-testid=receipts] tbody tr[data-decision=withdrawn]').innerText()).toContain(c.receipt.withdrawn);
    expect(await page.getByLabel(c.consent.irbConsent, { exact: true }).count()).toBe(0);

    // A transition: focus moves to its result, and the state shown is the new one.
    await page.getByLabel(move(c.transition.action.on_hold, 'enrolled', 'on_hold')).check();
    await page.getByLabel(t.transition.reason, { exact: true }).fill('Travelling');
    await page.getByRole('button', { name: t.transition.apply }).click();
    await page.getByTestId('current-state').locator('.patient-state-on-hold').waitFor();
    await page.getByTestId('action-result').filter({ hasText: state('on_hold') }).waitFor();
    expect(await focusedTestId(page)).toBe('action-result');
    await audit(page, 'detail after actions');

    // An on-hold member is not offered on hold again.
    await openDetail(page, seeded.held);
    const held = await optionLabels(page);
    expect(held).toEqual([move(c.transition.action.excluded, 'on_hold', 'excluded'), move(c.transition.action.closed, 'on_hold', 'closed'), move(c.transition.action.enrolled, 'on_hold', 'enrolled')]);
    expect(held.filter((label) => label?.includes(c.transition.action.on_hold))).toEqual([]);

    // A minor says who consented for them.
    await openDetail(page, seeded.minor);
    expect(await page.getByTestId('minor').innerText()).toContain('Maria Guardian');
    await audit(page, 'detail of a minor');

    // The audit log: filters go into the address, focus moves to the results.
    await page.goto(`${url}/console/audit`);
    await page.locator('[data-testid=audit] tbody tr').first().waitFor();
    expect(await page.title()).toBe(c.pageTitle.replace('{{view}}', t.audit.heading).replace('{{console}}', t.title));
    const actions = () => page.locator('[data-testid=audit] tbody tr').evaluateAll((rows) => [...new Set(rows.map((row) => row.getAttribute('data-action')))]);
    expect((await actions()).length).toBeGreaterThan(1);
    await audit(page, 'audit');
    await page.getByLabel(c.auditFilters.action).selectOption('withdraw_consent');
    await page.getByLabel(c.auditFilters.enrolment).fill(seeded.enrolled);
    await page.getByRole('button', { name: c.auditFilters.apply }).click();
    await page.waitForFunction(() => document.activeElement?.id === 'audit-results');
    expect(await page.locator('#audit-results').innerText()).toBe(c.auditFilters.results_one.replace('{{count}}', '1'));
    expect(await actions()).toEqual(['withdraw_consent']);
    expect(new URL(page.url()).searchParams.get('action')).toBe('withdraw_consent');
    expect(new URL(page.url()).searchParams.get('enrolment')).toBe(seeded.enrolled);
    await page.reload();
    await page.locator('[data-testid=audit] tbody tr').first().waitFor();
    expect(await actions()).toEqual(['withdraw_consent']);
    await audit(page, 'audit filtered');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each([390, 320])('has no horizontal scroll at %i px on the detail and the audit log', async (width) => {
    const { page, problems } = await signedIn(width);
    await openDetail(page, seeded.minor);
    await page.locator('[data-testid=history] tbody tr').first().waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await audit(page, `detail at ${width}`);
    await page.goto(`${url}/console/audit`);
    await page.locator('[data-testid=audit] tbody tr').first().waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await audit(page, `audit at ${width}`);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
