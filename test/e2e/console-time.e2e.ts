import type { Browser, Page } from 'playwright-core';
import enUSMember from '../../locales/en-US/translation.json';
import enUSConsole from '../../locales/en-US/console.json';
import frCAMember from '../../locales/fr-CA/translation.json';
import { apiMember } from '../support/api-member';
import { startConsoleServer, type ConsoleServer } from '../support/console-server';
import { continueFrom, currentStep, onStep, type Member } from './flow-by-value';
import { walkTo } from './member-walk';

// One true time and one meaning of a declined consent, in the console and on the member's review page.
const TOKEN = 'console-time-token-0123456789';
const env = {} as { server: ConsoleServer; browser: Browser };

beforeAll(async () => {
  env.server = await startConsoleServer(TOKEN);
  env.browser = env.server.browser;
});

afterAll(async () => {
  await env.server?.close();
});
const enUS = { ...enUSMember, ...enUSConsole };
const member: Member = { firstName: 'Zoé', lastName: 'Gagnon', dateOfBirth: '1979-06-30', email: 'zoe.time@example.org', phone: '+1 438 555 0177' };

// Intl writes narrow and thin no-break spaces; a reader sees spaces.
const plain = (text: string) => text.replace(/[^\S\n]/g, ' ');
const clock = (iso: string, timeZone: string) => plain(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(iso)));

/** A member in Arizona who booked the first 7:00 am (Phoenix) slot offered and left the research box unticked. */
async function phoenixMember(): Promise<{ id: string; slot: string }> {
  const api = await apiMember(env.server.app, 'move');
  const steps: [string, Record<string, string | boolean>][] = [
    ['language', { language: 'EN' }], ['country', { country: 'US' }], ['region', { region: 'AZ' }], ['timezone', { timezone: 'America/Phoenix' }],
    ['profile', { firstName: 'Ana', lastName: 'Silva', dateOfBirth: '1990-04-02', email: 'ana.time@example.org', phone: '+1 602 555 0100' }],
    ['about-you', { gender: 'female', education: 'degree', race: 'hispanic', employment: 'full_time' }],
    ['legal', { termsConsent: true, privacyConsent: true, telehealthConsent: true, nonDiscriminationConsent: true }],
    // The research box unticked, sent as the page sent it: no value at all.
    ['hipaa', { hipaaConsent: true }], ['research', {}], ['health-network', { healthNetworkConsent: true }],
  ];
  for (const [stepId, answers] of steps) {
    const res = await api.save(stepId, answers);
    if (res.statusCode === 409 && res.json<{ error: { code: string } }>().error.code === 'step_unreachable') continue;
    if (res.statusCode !== 200) throw new Error(`${stepId}: ${res.statusCode} ${res.body}`);
  }
  // Phoenix keeps UTC-7 all year: 7:00 am there is 14:00 UTC.
  const slot = (await api.freeSlots()).find((start) => new Date(start).getUTCHours() === 14 && new Date(start).getUTCMinutes() === 0);
  if (!slot) throw new Error('No 7:00 am Phoenix slot offered');
  await api.saveOk('appointment', { slot });
  const submitted = await api.submit();
  if (submitted.statusCode !== 200) throw new Error(`submit: ${submitted.statusCode} ${submitted.body}`);
  return { id: api.enrolmentId, slot };
}

const rowText = (page: Page, section: string, label: string) =>
  page.getByTestId(section).locator('.summary-row').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }) }).locator('dd').innerText().then(plain);

describe('one true time in the console', () => {
  it('shows a Phoenix member’s appointment in her zone and in the reader’s, labelled, alike in answers and booking; her unticked research box reads Declined', async () => {
    const { id, slot } = await phoenixMember();
    // Saved now, the unticked box is stored as false; a row saved before that stored no value: make this one such a row.
    const research = "select answers from step_answers where enrolment_id = $1 and step_id = 'research'";
    expect((await env.server.db.query<{ answers: object }>(research, [id])).rows[0]?.answers).toEqual({ irbConsent: false });
    await env.server.db.query("update step_answers set answers = answers - 'irbConsent' where enrolment_id = $1 and step_id = 'research'", [id]);
    expect((await env.server.db.query<{ answers: object }>(research, [id])).rows[0]?.answers).toEqual({});
    const context = await env.browser.newContext({ locale: 'en-US', timezoneId: 'America/New_York' });
    const page = await context.newPage();
    await page.goto(`${env.server.url}/console/`);
    await page.getByLabel(enUS.console.signIn.token).fill(TOKEN);
    await page.getByRole('button', { name: enUS.console.signIn.submit }).click();
    await page.getByRole('heading', { level: 1, name: enUS.console.list.heading }).waitFor();
    await page.goto(`${env.server.url}/console/enrolments/${id}`);
    await page.getByTestId('answers').getByRole('heading', { name: enUS.steps.profile.title, exact: true }).waitFor();

    const memberTime = enUS.console.zoneTime.memberTime.replace('{{time}}', '');
    const yourTime = enUS.console.zoneTime.yourTime.replace('{{time}}', '');
    expect(clock(slot, 'America/Phoenix')).toBe('7:00 AM MST');
    const [, nyHour, nyZone] = /^(\d+):00 AM (EDT|EST)$/.exec(clock(slot, 'America/New_York')) ?? [];
    const inNewYork = `${nyHour}:00 – ${Number(nyHour) + 1}:00 AM ${nyZone} (New York)`;
    const answer = await rowText(page, 'answers', enUS.fields.slot.label);
    const booking = plain(await page.getByTestId('booking').innerText());
    for (const text of [answer, booking]) {
      expect(text).toMatch(new RegExp(`^${memberTime}.*, 7:00 – 8:00 AM MST \\(Phoenix\\)$`, 'm'));
      expect(text).toMatch(new RegExp(`^${yourTime}.*, ${inNewYork.replace(/[()]/g, '\\$&')}$`, 'm'));
    }
    // The same words wherever the appointment appears.
    const lines = (text: string) => text.split('\n').filter((line) => line.startsWith(memberTime) || line.startsWith(yourTime));
    expect(lines(answer)).toHaveLength(2);
    expect(lines(booking)).toEqual(lines(answer));

    // Every other time on the page names its zone too: the reader's.
    const facts = plain(await page.locator('dl.facts').first().innerText());
    expect(facts).toMatch(/(EDT|EST) \(New York\)/);
    const history = plain(await page.getByTestId('history').innerText());
    expect(history).toMatch(/(EDT|EST) \(New York\)/);

    // The research consent left unticked reads as what the receipt records, in an older row too.
    expect(await rowText(page, 'answers', enUS.fields.irbConsent.label)).toBe(enUS.consent.declined);
    expect(plain(await page.getByTestId('receipts').locator('tbody tr').filter({ hasText: 'irbConsent' }).innerText())).toContain(enUS.console.receipt.declined);
    await context.close();
  });
});

describe.each([
  ['en-US', enUSMember],
  ['fr-CA', frCAMember],
] as const)('a declined research consent on the review page in %s', (language, texts) => {
  it('reads as declined, never as not answered', async () => {
    const context = await env.browser.newContext({ locale: language });
    const page = await context.newPage();
    await page.goto(`${env.server.url}/v3/dist/?unit=bloom&lang=${language}`);
    await onStep(page, 'language');
    await walkTo(page, member, {
      research: async () => {
        expect(await page.locator('#root_irbConsent').isChecked()).toBe(false);
      },
    }, 'research');
    await continueFrom(page, 'research');
    await walkTo(page, member);
    expect(currentStep(page)).toBe('review');
    const row = page.locator('.summary-row').filter({ has: page.locator('dt', { hasText: texts.fields.irbConsent.label }) });
    expect(await row.locator('dd.summary-value').innerText()).toBe(texts.consent.declined);
    await context.close();
  });
});
