import axe from 'axe-core';
import type { Page } from 'playwright-core';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core on the page as it is now (WCAG 2.2 A/AA); fails the test with each violation named. */
export async function audit(page: Page, label: string): Promise<void> {
  // axe-core is loaded once per document: the steps of one visit are audited with the copy the first audit loaded.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const result = await page.evaluate((tags) => (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }), WCAG);
  const violations = result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect({ label, violations }).toEqual({ label, violations: [] });
}

/** Errors the page itself raised or logged (favicon misses aside). */
export function watchPage(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('favicon')) problems.push(`console: ${message.text()}`);
  });
  return problems;
}
