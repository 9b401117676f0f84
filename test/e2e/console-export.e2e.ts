import { text as streamText } from 'stream/consumers';
import type { Browser, Download, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/server/db/database';
import enUSConsole from '../../locales/en-US/console.json';
import { submittedMember } from '../support/submitted-member';
import { audit, watchPage } from './audit';
import { startConsoleServer, type ConsoleServer } from '../support/console-server';

// The exports of an enrolment, downloaded from its page in the console as real files.
const ALICE = 'alice-export-token-0123456789';
const t = enUSConsole.console;
const x = enUSConsole.console.exports;
let app: FastifyInstance;
let db: Database;
let url: string;
let browser: Browser;
let server: ConsoleServer | undefined;
let minor = '';

beforeAll(async () => {
  server = await startConsoleServer(ALICE);
  ({ app, db, url, browser } = server);
  minor = await submittedMember(app, { dateOfBirth: `${new Date().getUTCFullYear() - 15}-03-10`, guardianName: 'Maria Guardian', country: ['PT', 'LISBOA', 'Europe/Lisbon'], phone: '+351 912 345 678', irbConsent: false });
});

afterAll(async () => {
  await server?.close();
});

const exportsAudited = async () => (await db.query<{ action: string }>("select action from staff_audit where action like 'export_%' order by id")).rows.map((r) => r.action);

async function downloaded(page: Page, button: string): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  // Read through the connection: the file lies with the lane's shared Chromium, whose path a connected browser cannot use.
  return { download, text: await streamText(await download.createReadStream()) };
}

describe('console exports', () => {
  it("downloads an enrolment's FHIR bundle and its consent records as files named by the enrolment id", async () => {
    const context = await browser.newContext({ locale: 'en-US', acceptDownloads: true });
    const page = await context.newPage();
    const problems = watchPage(page);
    const downloads: string[] = [];
    page.on('download', (d) => downloads.push(d.suggestedFilename()));
    await page.goto(`${url}/console/`);
    await page.getByLabel(t.signIn.token).fill(ALICE);
    await page.getByRole('button', { name: t.signIn.submit }).click();
    await page.getByRole('heading', { level: 1, name: t.list.heading }).waitFor();
    problems.length = 0;
    await page.goto(`${url}/console/enrolments/${minor}`);
    await page.getByRole('heading', { level: 2, name: x.heading }).waitFor();
    expect(downloads).toEqual([]);
    expect(await exportsAudited()).toEqual([]);
    await audit(page, 'console exports');

    const fhir = await downloaded(page, x.fhir);
    expect(fhir.download.suggestedFilename()).toBe(`enrolment-${minor}.fhir.json`);
    const bundle = JSON.parse(fhir.text) as { resourceType: string; entry: { resource: { resourceType: string; id: string; identifier?: { value: string }[] } }[] };
    expect(bundle.resourceType).toBe('Bundle');
    const patient = bundle.entry.find((e) => e.resource.resourceType === 'Patient')?.resource;
    expect(patient?.identifier?.[0].value).toBe(minor);

    const consents = await downloaded(page, x.consentRecords);
    expect(consents.download.suggestedFilename()).toBe(`enrolment-${minor}.consent-records.json`);
    const records = JSON.parse(consents.text) as { record_id: string }[];
    expect(records.map((r) => r.record_id)).toEqual(bundle.entry.filter((e) => e.resource.resourceType === 'Consent').map((e) => e.resource.id));

    // Each file is one audited export; no member data in the file names or the page's address.
    expect(await exportsAudited()).toEqual(['export_fhir', 'export_consent_records']);
    expect([...downloads, page.url()].join('\n')).not.toMatch(/Guardian|Silva|Ana|ana@example/);
    expect(problems).toEqual([]);
    await context.close();
  });
});
