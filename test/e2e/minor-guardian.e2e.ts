import { createHash } from 'crypto';
import type { Page } from 'playwright-core';
import onboarding from '../../flows/onboarding.json';
import esUS from '../../locales/es-US/translation.json';
import { consentDocuments } from '../../src/reference/consent-documents';
import { audit } from './audit';
import { useServerAndBrowser } from './browser';
import { answerers, continueFrom, currentStep, onStep, pick, type Member } from './flow-by-value';

// A 16-year-old in the United States enrols in Spanish: her guardian is asked for before any consent, and every
// consent speaks to the guardian, in the words the server's receipts hash and with the guardian recorded as deciding.
const STAFF = 'minor-guardian-staff-token-0123456789';
// One instant for the server and every page: ages and days are decided on it, whatever day the test runs (a real
// 29 February has no birthday 18 years before it). At 12:00 UTC it is already the next day in Kiritimati.
const NOW = new Date('2026-11-28T12:00:00Z');
const env = useServerAndBrowser({}, { staffTokens: { staff: STAFF }, now: () => NOW });
const bearer = { authorization: `Bearer ${STAFF}` };

type Texts = Record<string, Record<string, Record<string, string>>>;
const texts = esUS as unknown as Texts;
const consentSteps = onboarding.steps.filter((step) => step.id !== onboarding.minors.guardianStep && (step.fields ?? []).some((field) => field.type === 'consent'));
const consentFieldsOf = (stepId: string) => (consentSteps.find((step) => step.id === stepId)?.fields ?? []).filter((field) => field.type === 'consent');

/** The calendar day (YYYY-MM-DD) in `zone` at the test's instant. */
const dayIn = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(NOW);

/** The birth date `years` whole years before the test's instant. */
function bornYearsAgo(years: number): string {
  return new Date(Date.UTC(NOW.getUTCFullYear() - years, NOW.getUTCMonth(), NOW.getUTCDate())).toISOString().slice(0, 10);
}

/** A page whose clock reads the test's instant (timers still run), as the server's does. */
async function pageAtNow(options: Parameters<typeof env.browser.newContext>[0] = {}) {
  const context = await env.browser.newContext(options);
  const page = await context.newPage();
  await page.clock.setFixedTime(NOW);
  return { context, page };
}

const select = (page: Page, name: string, value: string) => page.locator(`#root_${name}`).selectOption(value).then(() => undefined);
/** The statement a consent box shows, without the required marker. */
const statement = async (page: Page, name: string) => (await page.locator(`label[for=root_${name}]`).innerText()).replace(/\*\s*$/, '').trim();

/** What one consent step showed: its intro and each consent's statement, by field name. */
interface Shown {
  step: string;
  intro: string;
  labels: Record<string, string>;
}

/** From the start to the review, in Spanish from `where` (Los Angeles by default), recording the path and what each consent step said. */
async function enrol(page: Page, member: Member, where: { region: string; timezone: string } = { region: 'CA', timezone: 'America/Los_Angeles' }): Promise<{ path: string[]; shown: Shown[] }> {
  await page.goto(`${env.server.url}/v3/dist/?unit=move&lang=es-US`);
  await onStep(page, 'language');
  const answers: Record<string, () => Promise<void>> = {
    language: () => select(page, 'language', 'ES'),
    country: () => select(page, 'country', 'US'),
    region: () => select(page, 'region', where.region),
    timezone: () => select(page, 'timezone', where.timezone),
    profile: answerers(page, member).profile,
    minors: async () => {
      await page.locator('#root_guardianName').fill('Rosa Ortiz');
      await pick(page.locator('input[type=radio][name=root_guardianRelationship][value=parent]'));
      await page.locator('#root_guardianEmail').fill('rosa.ortiz@example.org');
      await pick(page.locator('#root_minorsConsent'));
    },
    'about-you': async () => {
      for (const [name, value] of [['gender', 'female'], ['education', 'degree'], ['race', 'hispanic'], ['employment', 'full_time']]) {
        await pick(page.locator(`input[type=radio][name=root_${name}][value=${value}]`));
      }
    },
    appointment: async () => undefined,
  };
  const path: string[] = [];
  const shown: Shown[] = [];
  while (currentStep(page) !== 'review') {
    const step = currentStep(page);
    path.push(step);
    const consents = consentFieldsOf(step);
    if (consents.length > 0) {
      await page.locator(`#root_${consents[0]?.name ?? ''}`).waitFor();
      const labels: Record<string, string> = {};
      for (const field of consents) if ((await page.locator(`#root_${field.name}`).count()) > 0) labels[field.name] = await statement(page, field.name);
      shown.push({ step, intro: (await page.locator('main p.intro').innerText()).trim(), labels });
      for (const name of Object.keys(labels)) if (name !== 'irbConsent') await pick(page.locator(`#root_${name}`));
    } else {
      const answer = answers[step];
      if (!answer) throw new Error(`Unexpected step '${step}' after ${path.join(' → ')}`);
      await answer();
    }
    await continueFrom(page, step);
  }
  return { path, shown };
}

/** Submits from the review and waits for the done page. */
async function submit(page: Page): Promise<void> {
  await page.locator('#review-submit').click();
  await onStep(page, 'done');
}

/** The enrolment whose profile holds `email`. */
async function enrolmentOf(email: string): Promise<string> {
  const { rows } = await env.server.db.query<{ enrolment_id: string }>("select enrolment_id from step_answers where step_id = 'profile' and answers->>'email' = $1", [email]);
  expect(rows).toHaveLength(1);
  return rows[0]?.enrolment_id ?? '';
}

/** What the server hashes for a consent shown with `statement`: the statement, then each document's title, address and version. */
function shownHash(statementText: string, document: string): string {
  const { main, partners } = consentDocuments(document, 'es-US', 'move', undefined);
  const links = [main, ...partners].map((link) => (link ? [(esUS.documents as Record<string, string>)[link.document] ?? '', link.url, link.version ?? ''].join('\n') : ''));
  return createHash('sha256').update([statementText, ...links].join('\n')).digest('hex');
}

describe('a 16-year-old enrolling in Spanish', () => {
  it('is asked for her guardian after the profile and before any consent; every consent speaks to the guardian, who is recorded as deciding', async () => {
    const { context, page } = await pageAtNow();
    const member: Member = { firstName: 'Lucía', lastName: 'Ortiz', dateOfBirth: bornYearsAgo(16), email: 'lucia.ortiz@example.org', phone: '+1 213 555 0100' };
    const { path, shown } = await enrol(page, member);

    const guardianAt = path.indexOf('minors');
    expect(path[guardianAt - 1]).toBe('profile');
    const firstConsent = path.findIndex((step) => consentFieldsOf(step).length > 0);
    expect(firstConsent).toBeGreaterThan(guardianAt);
    expect(shown.length).toBeGreaterThan(0);
    for (const { step, intro, labels } of shown) {
      expect({ step, intro }).toEqual({ step, intro: texts.steps?.[step]?.guardianIntro });
      for (const [name, label] of Object.entries(labels)) expect({ step, name, label }).toEqual({ step, name, label: texts.fields?.[name]?.guardianLabel });
    }
    await audit(page, 'minor review');
    await submit(page);

    const id = await enrolmentOf(member.email);
    const detail = await env.server.app.inject({ url: `/staff/enrolments/${id}`, headers: bearer });
    expect(detail.statusCode).toBe(200);
    const read = detail.json<{ minor: { guardianName: string } | null; receipts: { consentId: string; shownSha256: string | null }[] }>();
    expect(read.minor).toEqual({ guardianName: 'Rosa Ortiz' });
    // Each receipt hashes exactly the statement the page showed (the guardian's), with its documents.
    const shownLabels = Object.fromEntries(shown.flatMap(({ labels }) => Object.entries(labels)));
    const receipts = read.receipts.filter((receipt) => receipt.consentId in shownLabels);
    expect(receipts.map((r) => r.consentId).sort()).toEqual(Object.keys(shownLabels).sort());
    for (const receipt of receipts) {
      const field = consentSteps.flatMap((step) => step.fields as { name: string; document?: string }[]).find((f) => f.name === receipt.consentId);
      expect({ consent: receipt.consentId, hash: receipt.shownSha256 }).toEqual({ consent: receipt.consentId, hash: shownHash(shownLabels[receipt.consentId] ?? '', field?.document ?? '') });
    }
    const records = await env.server.app.inject({ url: `/staff/enrolments/${id}/consent-records`, headers: bearer });
    expect(records.statusCode).toBe(200);
    expect([...new Set(records.json<{ events: { event_by: string }[] }[]>().flatMap((r) => r.events.map((e) => e.event_by)))]).toEqual(['guardian']);
    const { rows } = await env.server.db.query<{ decided_by: string }>('select distinct decided_by from consent_decisions where enrolment_id = $1', [id]);
    expect(rows).toEqual([{ decided_by: 'guardian' }]);
    await context.close();
  });

  it('an adult walks without a guardian step and reads her own wording', async () => {
    const { context, page } = await pageAtNow();
    const member: Member = { firstName: 'Elena', lastName: 'Ruiz', dateOfBirth: bornYearsAgo(30), email: 'elena.ruiz@example.org', phone: '+1 213 555 0101' };
    const { path, shown } = await enrol(page, member);
    expect(path).not.toContain('minors');
    expect(shown.length).toBeGreaterThan(0);
    for (const { step, intro, labels } of shown) {
      expect({ step, intro }).toEqual({ step, intro: texts.steps?.[step]?.intro });
      for (const [name, label] of Object.entries(labels)) expect({ step, name, label }).toEqual({ step, name, label: texts.fields?.[name]?.label });
    }
    await submit(page);
    const id = await enrolmentOf(member.email);
    const read = (await env.server.app.inject({ url: `/staff/enrolments/${id}`, headers: bearer })).json<{ minor: unknown }>();
    expect(read.minor).toBeNull();
    const { rows } = await env.server.db.query<{ decided_by: string }>('select distinct decided_by from consent_decisions where enrolment_id = $1', [id]);
    expect(rows).toEqual([{ decided_by: 'member' }]);
    await context.close();
  });

  it("counts her age in the zone she answered, not the browser's: 17 in Honolulu on the day she is 18 in the browser's Kiritimati", async () => {
    // Kiritimati (UTC+14) is always a calendar day ahead of Honolulu (UTC−10): born 18 years before the browser's
    // day, she turns 18 there today and tomorrow where she lives.
    const browserDay = dayIn('Pacific/Kiritimati');
    expect(dayIn('Pacific/Honolulu')).not.toBe(browserDay);
    const { context, page } = await pageAtNow({ timezoneId: 'Pacific/Kiritimati' });
    const member: Member = { firstName: 'Leilani', lastName: 'Kahale', dateOfBirth: `${Number(browserDay.slice(0, 4)) - 18}${browserDay.slice(4)}`, email: 'leilani.kahale@example.org', phone: '+1 808 555 0100' };
    const { path, shown } = await enrol(page, member, { region: 'HI', timezone: 'Pacific/Honolulu' });
    expect(path.slice(path.indexOf('profile'), path.indexOf('profile') + 2)).toEqual(['profile', 'minors']);
    for (const { step, intro } of shown) expect({ step, intro }).toEqual({ step, intro: texts.steps?.[step]?.guardianIntro });
    await submit(page);
    const id = await enrolmentOf(member.email);
    const read = (await env.server.app.inject({ url: `/staff/enrolments/${id}`, headers: bearer })).json<{ minor: unknown }>();
    expect(read.minor).toEqual({ guardianName: 'Rosa Ortiz' });
    await context.close();
  });
});
