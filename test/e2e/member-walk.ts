import type { Page } from 'playwright-core';
import { answerers, continueFrom, currentStep, pick, type Member } from './flow-by-value';

/** A step's answer given by a test instead of the shared answerers. */
export type StepOverrides = Record<string, (page: Page) => Promise<void>>;

/** Ticks every consent box of the step, each asserted unticked first (required ones must be ticked to go on). */
export async function acceptAllConsents(page: Page): Promise<void> {
  const boxes = page.locator('form input[type=checkbox][id^=root_]');
  for (let index = 0; index < (await boxes.count()); index += 1) await pick(boxes.nth(index));
}

/** From the current step to `until` (the review by default), answering by value; `overrides` answer chosen steps. */
export async function walkTo(page: Page, member: Member, overrides: StepOverrides = {}, until = 'review'): Promise<string[]> {
  const answer = answerers(page, member);
  const defaults: StepOverrides = { legal: acceptAllConsents, hipaa: acceptAllConsents, 'health-network': acceptAllConsents };
  const path: string[] = [];
  while (currentStep(page) !== until) {
    const step = currentStep(page);
    path.push(step);
    const fill = overrides[step] ?? defaults[step] ?? (answer[step] ? () => answer[step]() : undefined);
    if (!fill) throw new Error(`Unexpected step '${step}' after ${path.join(' → ')}`);
    await fill(page);
    await continueFrom(page, step);
  }
  return path;
}
