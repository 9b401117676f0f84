import fs from 'fs';
import path from 'path';
import type { Browser, Page } from 'playwright-core';
import en from '../../locales/en-US/translation.json';
import type { DevServer } from '../../scripts/dev/dev-server';
import { devServerCopy } from '../support/dev-server-copy';
import type { Database } from '../../src/server/db/database';
import { flowHash } from '../../src/server/enrolment/flow-versions';
import { loadFlow } from '../../src/flow/load-flow';
import { PROGRESS_KEY } from '../../src/web/session/progress-store';
import { audit, watchPage } from './audit';
import { continueFrom, onStep } from './flow-by-value';

// `npm run dev` on a temporary copy of flows/ and locales/: the preview is never stale and an edit keeps the member's enrolment.
const copy = devServerCopy('onboarding-dev-');
const { flowFile, localesDir } = copy;
let db: Database;
let dev: DevServer;
let browser: Browser;

beforeAll(async () => {
  ({ db, dev, browser } = await copy.start());
}, 180_000);

afterAll(() => copy.stop());

const editJson = (file: string, edit: (value: Record<string, unknown>) => void) => {
  const value = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(value);
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
};

const enrolments = async () => (await db.query<{ id: string; flow_hash: string }>('select id, flow_hash from enrolments')).rows;
const savedSteps = async (id: string) => (await db.query<{ step_id: string }>('select step_id from step_answers where enrolment_id = $1 order by step_id', [id])).rows.map((r) => r.step_id);
const storedEnrolment = (page: Page) => page.evaluate((key) => (JSON.parse(window.localStorage.getItem(key) ?? '{}') as { enrolmentId?: string }).enrolmentId, PROGRESS_KEY);

describe('npm run dev: a preview that is never stale', () => {
  it('serves nothing cacheable, shows a translation edit, a flow edit and a flag default edit in the open page, and keeps the same enrolment and answers', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watchPage(page);
    const cacheHeaders = new Map<string, string | undefined>();
    page.on('response', (response) => cacheHeaders.set(new URL(response.url()).pathname, response.headers()['cache-control']));

    await page.goto(`${dev.url()}/v3/dist/?unit=move&lang=en-US`);
    await onStep(page, 'language');
    expect(await enrolments()).toHaveLength(1);
    const [{ id, flow_hash: firstHash }] = await enrolments();
    await page.getByLabel(en.fields.language.label).selectOption('EN');
    await continueFrom(page, 'language');
    await onStep(page, 'country');
    await page.getByLabel(en.fields.country.label).selectOption('US');
    await continueFrom(page, 'country');
    await onStep(page, 'region');
    expect(await savedSteps(id)).toEqual(['country', 'language']);
    // Everything the page loaded (the page, bundles, texts, API answers) is no-store.
    const cached = [...cacheHeaders].filter(([, value]) => value !== 'no-store');
    expect(cacheHeaders.has('/v3/dist/main.js')).toBe(true);
    expect(cached).toEqual([]);

    // A translation edit: the heading changes without a restart or a new enrolment.
    const edited = 'Which state or province do you live in? (edited)';
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(en.steps.region.title);
    editJson(path.join(localesDir, 'en-US/translation.json'), (texts) => {
      (texts.steps as Record<string, { title: string }>).region.title = edited;
    });
    await page.getByRole('heading', { level: 1, name: edited }).waitFor({ timeout: 150_000 });
    expect(await storedEnrolment(page)).toBe(id);

    // A flow edit: the time zone step now comes before the region step. The page reloads on the new flow and
    // resumes at the first step still unanswered, with the language and country answers kept on the same enrolment.
    editJson(flowFile, (flow) => {
      const steps = flow.steps as { id: string }[];
      const timezone = steps.findIndex((step) => step.id === 'timezone');
      const [moved] = steps.splice(timezone, 1);
      steps.splice(steps.findIndex((step) => step.id === 'region'), 0, moved);
    });
    const newHash = flowHash(loadFlow(JSON.parse(fs.readFileSync(flowFile, 'utf8'))));
    expect(newHash).not.toBe(firstHash);
    await page.waitForFunction((hash) => JSON.parse(document.getElementById('runtime-config')?.textContent ?? '{}').flowVersion === hash, newHash, { timeout: 150_000 });
    await onStep(page, 'timezone');
    await page.getByRole('heading', { level: 1, name: en.steps.timezone.title }).waitFor();
    await audit(page, 'timezone after a flow edit');
    expect(await enrolments()).toEqual([{ id, flow_hash: newHash }]);
    expect(await savedSteps(id)).toEqual(['country', 'language']);
    expect(await storedEnrolment(page)).toBe(id);

    // The answers are still the member's: back on the country step, the US is chosen.
    await page.getByRole('button', { name: en.app.back }).click();
    await onStep(page, 'country');
    expect(await page.getByLabel(en.fields.country.label).inputValue()).toBe('US');

    // A flag default edit: the research consent is switched off in the file. The open enrolment moves to the new
    // default at once, so the member's path loses the research step on the same enrolment. (The step counter names no
    // total yet here: the birth date may still add the minors step.)
    expect(await page.locator('.progress').innerText()).toBe(en.app.progressOpen.replace('{{current}}', '2'));
    editJson(flowFile, (flow) => {
      (flow.flags as Record<string, { default: boolean }>).showIrbConsent.default = false;
    });
    const irbOffHash = flowHash(loadFlow(JSON.parse(fs.readFileSync(flowFile, 'utf8'))));
    await page.waitForFunction((hash) => JSON.parse(document.getElementById('runtime-config')?.textContent ?? '{}').flowVersion === hash, irbOffHash, { timeout: 150_000 });
    await onStep(page, 'country');
    const member = await page.evaluate(async () => (await (await fetch('/member/enrolment', { cache: 'no-store' })).json()) as { enrolmentId: string; flags: Record<string, boolean> });
    expect(member).toMatchObject({ enrolmentId: id, flags: { showIrbConsent: false } });
    expect(await storedEnrolment(page)).toBe(id);

    // An invalid flow edit (a title with no text): check-flows' problems show on the page, and the last good flow
    // stays what the page is built on, even when another edit rebuilds the page and the developer reloads it.
    expect(await page.locator('#dev-problems').count()).toBe(0);
    editJson(flowFile, (flow) => {
      const country = (flow.steps as { id: string; titleKey: string }[]).find((step) => step.id === 'country');
      if (country) country.titleKey = 'steps.nowhere.title';
    });
    await page.locator('#dev-problems').getByText("Translation key 'steps.nowhere.title' is missing in locales/en-US/translation.json").waitFor({ timeout: 150_000 });
    const rebuilt = dev.status().version;
    const country = 'Where do you live? (edited)';
    editJson(path.join(localesDir, 'en-US/translation.json'), (texts) => {
      (texts.steps as Record<string, { title: string }>).country.title = country;
    });
    while (dev.status().version === rebuilt) await new Promise((resolve) => setTimeout(resolve, 100));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: country }).waitFor({ timeout: 60_000 });
    expect(await page.evaluate(() => JSON.parse(document.getElementById('runtime-config')?.textContent ?? '{}').flowVersion)).toBe(irbOffHash);
    expect(await page.locator('#dev-problems').getByText("'steps.nowhere.title'").count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  }, 480_000);
});
