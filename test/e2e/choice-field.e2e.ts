import fs from 'fs';
import path from 'path';
import type { AddressInfo } from 'net';
import type { Browser } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import enUS from '../../locales/en-US/translation.json';
import { loadFlow } from '../../src/flow/load-flow';
import { buildApp } from '../../src/server/http/app';
import type { Database } from '../../src/server/db/database';
import { audit, watchPage } from './audit';
import { launchBrowser } from './browser';
import { openTestDatabase } from '../support/test-database';
import { continueFrom, onStep, pick, type Member } from './flow-by-value';
import { walkTo } from './member-walk';
import { buildFlowBundle } from '../support/build-flow-bundle';
import { choiceFlow } from '../support/choice-flow';

// promises 3 and 6 in the browser: the guide's example step (test/fixtures/heard-about-step.json) in the
// shipped flow, built into its own bundle: radios for a single choice, checkboxes for a multiple one, a pattern
// showing its own message, and the review showing option labels.
const member: Member = { firstName: 'Ana', lastName: 'Lopes', dateOfBirth: '1990-01-20', email: 'ana.lopes@example.org', phone: '+1 416 555 0100' };
const env = {} as { app: FastifyInstance; db: Database; browser: Browser; url: string; distDir: string };

// A build of the whole page for this flow: seconds from the cache `npm run build` leaves, over a minute of CPU without it.
beforeAll(async () => {
  const flow = choiceFlow();
  const distDir = await buildFlowBundle(flow);
  env.distDir = distDir;
  env.db = await openTestDatabase();
  env.app = await buildApp({ db: env.db, flow: loadFlow(flow), logger: false, config: { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir } });
  await env.app.listen({ port: 0, host: '127.0.0.1' });
  env.url = `http://127.0.0.1:${(env.app.server.address() as AddressInfo).port}`;
  env.browser = await launchBrowser();
}, 300_000);
afterAll(async () => {
  await env.browser?.close();
  await env.app?.close();
  await env.db?.close();
  if (env.distDir) fs.rmSync(path.dirname(env.distDir), { recursive: true, force: true });
});

const labels = enUS.fields.heardAbout.options;
const goals = enUS.fields.goals.options;

it('asks a choice step with nothing chosen, shows the pattern rule its own message, and reviews the labels', async () => {
  const context = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const problems = watchPage(page);
  await page.goto(`${env.url}/v3/dist/?unit=move&lang=en-US`);
  await onStep(page, 'language');
  await walkTo(page, member, {}, 'heard-about');

  // Nothing is chosen for the member: four radios and three checkboxes, each in a fieldset named by its legend.
  const radios = page.locator('input[type=radio][name=root_heardAbout]');
  const boxes = page.locator('input[type=checkbox][name=root_goals]');
  expect(await radios.evaluateAll((inputs) => inputs.map((i) => [(i as HTMLInputElement).value, (i as HTMLInputElement).checked]))).toEqual(['friend', 'doctor', 'search', 'social'].map((v) => [v, false]));
  expect(await boxes.evaluateAll((inputs) => inputs.map((i) => [(i as HTMLInputElement).value, (i as HTMLInputElement).checked]))).toEqual(['sleep', 'stress', 'activity'].map((v) => [v, false]));
  expect(await page.locator('#root_heardAbout legend').innerText()).toContain(enUS.fields.heardAbout.label);
  expect(await page.locator('#root_goals legend').innerText()).toContain(enUS.fields.goals.label);
  expect(await page.getByLabel(labels.doctor).isChecked()).toBe(false);
  await audit(page, 'choice step, untouched');

  // A referral code in the wrong form: the rule's own message, never the generic one about a hint.
  expect(await page.locator('#root_referralCode').inputValue()).toBe('');
  await page.locator('#root_referralCode').fill('abc1234');
  await page.locator('form .actions button[type=submit]').click();
  const summary = page.locator('.error-summary');
  await summary.waitFor();
  const shown = await summary.innerText();
  expect(shown).toContain(enUS.errors.referralCode);
  expect(shown).not.toContain(enUS.errors.pattern);
  expect(shown).toContain(enUS.errors.required);
  await audit(page, 'choice step with errors');

  await pick(page.getByLabel(labels.doctor));
  await pick(page.getByLabel(goals.activity));
  await pick(page.getByLabel(goals.sleep));
  await page.locator('#root_referralCode').fill('ABC-1234');
  await continueFrom(page, 'heard-about');
  await walkTo(page, member);

  const review = await page.locator('main').innerText();
  expect(review).toContain(labels.doctor);
  expect(review).toContain(`${goals.sleep}, ${goals.activity}`);
  expect(review).toContain('ABC-1234');
  await audit(page, 'review with choice answers');
  expect(problems).toEqual([]);
  await context.close();
});
