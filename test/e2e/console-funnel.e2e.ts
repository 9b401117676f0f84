import type { Browser, Page } from 'playwright-core';
import enUSMember from '../../locales/en-US/translation.json';
import enUSConsole from '../../locales/en-US/console.json';
import funnels from '../fixtures/funnel-tables.json';
import { publishedWeeks } from '../../src/funnel/funnel-period';
import type { FunnelTable } from '../../src/funnel/suppress-funnel';
import type { Database } from '../../src/server/db/database';
import { audit, watchPage } from './audit';
import { startConsoleServer, type ConsoleServer } from '../support/console-server';

// The staff funnel in the console, on the real server and the built page. Two published flow versions and their
// counts are written into the server's database as the counters and the publish would leave them.
const ALICE = 'alice-funnel-token-0123456789';
const t = { ...enUSMember, ...enUSConsole };
// The server lists the newest publication first.
const [NEW, OLD] = funnels.versions.map(({ flowHash }) => flowHash) as [string, string];
// The funnel answers whole published weeks only: the counts go on the Monday of the latest one, which the console offers first.
const [WEEK] = publishedWeeks(new Date(), 1);
let db: Database;
let url: string;
let browser: Browser;
let server: ConsoleServer | undefined;

beforeAll(async () => {
  server = await startConsoleServer(ALICE);
  ({ db, url, browser } = server);
  await seedFunnels(db);
});

afterAll(async () => {
  await server?.close();
});

/** The fixture's bucket names as the counters' own (test/fixtures/funnel-tables.json keeps them short). */
const BUCKETS: Record<string, string> = { 'under-30s': '10to30s', '30s-2m': '1to3m', 'over-2m': '3to10m' };

/** Publishes each fixture version (oldest first) and appends its counts on a day of the latest published week, as the counters do. */
async function seedFunnels(database: Database) {
  const tables = funnels.tables as Record<string, FunnelTable>;
  for (const { flowHash: version, flowVersion: label } of [...funnels.versions].reverse()) {
    const steps = tables[version].steps.map(({ stepId }) => ({ id: stepId }));
    await database.query(
      "insert into flow_versions (hash, flow_id, flow_version, definition, published_seq) values ($1, 'onboarding', $2, $3, nextval('flow_versions_published_seq'))",
      [version, label, JSON.stringify({ steps })],
    );
    const count = (step: string | null, measure: string, n: number, bucket: string | null = null) =>
      n > 0 ? database.query("insert into funnel_counts (day, flow_hash, step_id, language, device, measure, bucket, count) values ($6, $1, $2, 'en-US', 'desktop', $3, $4, $5)", [version, step, measure, bucket, n, WEEK.from]) : undefined;
    for (const step of tables[version].steps) {
      for (const measure of ['sent', 'back', 'left'] as const) await count(step.stepId, measure, step[measure]);
      for (const [bucket, n] of Object.entries(step.timeBuckets)) await count(step.stepId, 'saved', n, BUCKETS[bucket]);
    }
    await count(null, 'submitted', tables[version].submitted);
  }
}

/** Records the funnel reads the page makes. */
function watchFunnelReads(page: Page, asked: URL[]) {
  page.on('request', (request) => {
    const address = new URL(request.url());
    if (address.pathname === '/staff/funnel') asked.push(address);
  });
}

const cellsOf = (page: Page, version: string, stepId: string) =>
  page.locator(`table[data-version="${version}"] tbody tr[data-step="${stepId}"] > *`).allInnerTexts();

describe('console funnel', () => {
  it('shows a version per step with counts and hidden small numbers, compares a second version, and passes axe', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const problems = watchPage(page);
    const asked: URL[] = [];
    watchFunnelReads(page, asked);
    await page.goto(`${url}/console/`);
    await page.getByLabel(t.console.signIn.token).fill(ALICE);
    await page.getByRole('button', { name: t.console.signIn.submit }).click();
    await page.getByRole('heading', { level: 1, name: t.console.list.heading }).waitFor();
    // The signed-out session check before sign-in answers 401 by design.
    problems.length = 0;
    expect(asked).toEqual([]);
    expect(await page.locator('table[data-version]').count()).toBe(0);

    await page.getByRole('navigation').getByRole('link', { name: t.console.funnel.nav }).click();
    await page.getByRole('heading', { level: 1, name: t.console.funnel.heading }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/console/funnel');
    // The newest version first, over the latest published week.
    await page.locator(`table[data-version="${NEW}"]`).waitFor();
    expect(asked[0]?.searchParams.get('flowHash')).toBe(NEW);
    expect([asked[0]?.searchParams.get('from'), asked[0]?.searchParams.get('to')]).toEqual([WEEK.from, WEEK.to]);
    expect(await page.getByLabel(t.console.funnel.week).inputValue()).toBe(WEEK.from);
    expect(await page.getByRole('table', { name: new RegExp(NEW) }).count()).toBe(1);

    // Left 3 and 7, back 5: hidden, and so is one of sent 150 and saved 147, whose difference would give the 3 away;
    // the next step's sent (the same members as saved) goes with it.
    expect(await cellsOf(page, NEW, 'language')).toEqual(['language', '150', t.console.funnel.hidden, '0', t.console.funnel.hidden, '']);
    expect(await cellsOf(page, NEW, 'legal')).toEqual(['legal', t.console.funnel.hidden, '130', t.console.funnel.hidden, '17', '']);
    expect(await cellsOf(page, NEW, 'profile')).toEqual(['profile', '130', '118', t.console.funnel.hidden, t.console.funnel.hidden, '91%']);
    const table = page.locator(`table[data-version="${NEW}"]`);
    expect(await table.locator('td', { hasText: /^(3|5|7)$/ }).count()).toBe(0);
    // The bars are decoration: hidden from assistive technology, the numbers are the text.
    const bars = table.locator('meter');
    expect(await bars.count()).toBeGreaterThan(0);
    expect(await bars.evaluateAll((els) => els.every((el) => el.closest('[aria-hidden="true"]') !== null))).toBe(true);

    // A second version beside it: what the publish changed.
    await page.getByLabel(t.console.funnel.compare).selectOption(OLD);
    await page.getByRole('button', { name: t.console.funnel.show }).click();
    await page.locator(`table[data-version="${OLD}"]`).waitFor();
    // 140 sent, 131 saved would say 9 left: 131 is hidden, and so the next step's sent and one of its parts.
    expect(await cellsOf(page, OLD, 'language')).toEqual(['language', '140', t.console.funnel.hidden, '0', t.console.funnel.hidden, '']);
    expect(await cellsOf(page, OLD, 'profile')).toEqual(['profile', t.console.funnel.hidden, '96', t.console.funnel.hidden, '23', '']);
    expect(await page.locator(`table[data-version="${NEW}"]`).count()).toBe(1);

    await audit(page, 'funnel, two versions');
    expect(problems).toEqual([]);
    await context.close();
  });
});
