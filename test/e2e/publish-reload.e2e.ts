import fs from 'fs';
import path from 'path';
import type { AddressInfo } from 'net';
import type { Browser } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import onboarding from '../../flows/onboarding.json';
import en from '../../locales/en-US/translation.json';
import heardAbout from '../fixtures/heard-about-step.json';
import type { FlowConfig, StepConfig } from '../../src/flow/flow-types';
import { loadFlow } from '../../src/flow/load-flow';
import { buildApp } from '../../src/server/http/app';
import { flowHash } from '../../src/server/enrolment/flow-versions';
import type { Database } from '../../src/server/db/database';
import { e2eLogFile } from '../support/e2e-logs';
import { buildFlowBundle } from '../support/build-flow-bundle';
import { audit, watchPage } from './audit';
import { launchBrowser } from './browser';
import { openTestDatabase } from '../support/test-database';
import { continueFrom, onStep, pick } from './flow-by-value';

// Staff publish a new version (a step added after the country) while a member is mid-flow; the
// member reloads and goes on with the same enrolment, the answers kept and only the new step asked. The new version
// is served with its own bundle on the same address, as a deploy would.
const published = JSON.parse(JSON.stringify(onboarding)) as FlowConfig;
published.steps.splice(published.steps.findIndex((s) => s.id === 'country') + 1, 0, JSON.parse(JSON.stringify(heardAbout)) as StepConfig);

const env = {} as { db: Database; app: FastifyInstance; port: number; browser: Browser; newDist: string };
const serve = async (flow: FlowConfig, distDir: string, port: number) => {
  const app = await buildApp({ db: env.db, flow: loadFlow(flow), logger: e2eLogFile(), config: { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir } });
  await app.listen({ port, host: '127.0.0.1' });
  return app;
};

// A build of the whole page for this flow: seconds from the cache `npm run build` leaves, over a minute of CPU without it.
beforeAll(async () => {
  env.newDist = await buildFlowBundle(published);
  env.db = await openTestDatabase();
  env.app = await serve(onboarding as FlowConfig, path.resolve(__dirname, '../../dist'), 0);
  env.port = (env.app.server.address() as AddressInfo).port;
  env.browser = await launchBrowser();
}, 300_000);
afterAll(async () => {
  await env.browser?.close();
  await env.app?.close();
  await env.db?.close();
  if (env.newDist) fs.rmSync(path.dirname(env.newDist), { recursive: true, force: true });
});

const enrolments = async () => (await env.db.query<{ id: string; flow_hash: string }>('select id, flow_hash from enrolments')).rows;
const activeBookings = async (id: string) => (await env.db.query<{ start_at: Date }>("select start_at from bookings where enrolment_id = $1 and status = 'active'", [id])).rows;

it('a reload after a publish goes on with the same enrolment: answers kept and shown, only the new step asked, booking kept', async () => {
  const url = `http://127.0.0.1:${env.port}`;
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const problems = watchPage(page);
  await page.goto(`${url}/v3/dist/?unit=move&lang=en-US`);
  await onStep(page, 'language');
  expect(await page.locator('#root_language').inputValue()).toBe('');
  await page.locator('#root_language').selectOption('EN');
  await continueFrom(page, 'language');
  await onStep(page, 'country');
  expect(await page.locator('#root_country').inputValue()).toBe('');
  await page.locator('#root_country').selectOption('US');
  await continueFrom(page, 'country');
  await onStep(page, 'region');
  expect(await page.locator('#root_region').inputValue()).toBe('');
  await page.locator('#root_region').selectOption('NY');
  await continueFrom(page, 'region');
  await onStep(page, 'timezone');
  const [{ id, flow_hash: oldHash }] = await enrolments();
  // A slot held for the member (the API the appointment step uses), to see what the publish does to it.
  const { slots } = (await (await page.request.get(`${url}/member/enrolment/slots`)).json()) as { slots: { start: string }[] };
  expect(slots.length).toBeGreaterThan(0);
  expect((await page.request.post(`${url}/member/enrolment/booking`, { data: { start: slots[0].start } })).status()).toBe(201);
  expect(await activeBookings(id)).toHaveLength(1);

  // Staff publish: the server restarts on the same address with the new version and its bundle.
  await env.app.close();
  env.app = await serve(published, env.newDist, env.port);
  expect(oldHash).not.toBe(flowHash(loadFlow(published)));

  await page.reload();
  await onStep(page, 'heard-about');
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(en.steps.heardAbout.title);
  expect(await enrolments()).toEqual([{ id, flow_hash: flowHash(loadFlow(published)) }]);
  expect(await activeBookings(id)).toHaveLength(1);
  expect(await page.locator('input[type=radio][name=root_heardAbout]:checked').count()).toBe(0);
  await audit(page, 'new step after a publish');

  // The earlier answers are there: back on the country, the member's choice is shown.
  await page.locator('form .actions button.button-secondary').click();
  await onStep(page, 'country');
  expect(await page.locator('#root_country').inputValue()).toBe('US');
  await continueFrom(page, 'country');
  await onStep(page, 'heard-about');
  await pick(page.getByLabel(en.fields.heardAbout.options.friend));
  await pick(page.getByLabel(en.fields.goals.options.sleep));
  await continueFrom(page, 'heard-about');
  await onStep(page, 'region');
  expect(await page.locator('#root_region').inputValue()).toBe('NY');
  await continueFrom(page, 'region');
  await onStep(page, 'timezone');
  expect(await enrolments()).toHaveLength(1);
  expect(await activeBookings(id)).toHaveLength(1);
  expect(problems).toEqual([]);
  await context.close();
}, 120_000);
