import type { Locator, Page } from 'playwright-core';

/** A member's typed details; browser tests look for these in every request that leaves for a third party. */
export interface Member {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  email: string;
  phone: string;
}

/** The current step id, from the address. */
export const currentStep = (page: Page) => new URL(page.url()).pathname.replace('/v3/dist/', '');

/** Waits for a step's address (the app moves with history.pushState). */
export async function onStep(page: Page, stepId: string): Promise<void> {
  await page.waitForFunction((path) => window.location.pathname === path, `/v3/dist/${stepId}`);
  await page.locator('h1').waitFor();
}

/** Presses the step's continue button (whatever its language) and waits to leave the step. */
export async function continueFrom(page: Page, from: string): Promise<void> {
  await page.locator('form .actions button[type=submit]').click();
  try {
    await page.waitForFunction((step) => !window.location.pathname.endsWith(`/${step}`), from, { timeout: 10_000 });
  } catch {
    const shown = await page.locator('.error-summary, .action-error').allInnerTexts();
    throw new Error(`Stuck on step '${from}': ${shown.join(' | ') || 'no error shown'}`);
  }
}

/**
 * Ticks a checkbox or picks a radio as a member does: it must be unticked before (nothing is chosen for the
 * member), one click, and ticked after. Never Playwright's idempotent `check()`, which passes on a ticked box.
 */
export async function pick(control: Locator): Promise<void> {
  if (await control.isChecked()) throw new Error(`${control.toString()} was already chosen before the member touched it`);
  await control.click();
  if (!(await control.isChecked())) throw new Error(`${control.toString()} is not chosen after a click`);
}

const radio = (page: Page, name: string, value: string) => pick(page.locator(`input[type=radio][name=root_${name}][value="${value}"]`));
const select = (page: Page, name: string, value: string) => page.locator(`#root_${name}`).selectOption(value).then(() => undefined);

/** Answers a step by option values and field ids, never by labels, so it works in every language. */
export function answerers(page: Page, member: Member): Record<string, () => Promise<void>> {
  return {
    unit: () => radio(page, 'unit', 'bloom'),
    language: () => select(page, 'language', 'EN'),
    country: () => select(page, 'country', 'CA'),
    region: () => select(page, 'region', 'ON'),
    timezone: () => select(page, 'timezone', 'America/New_York'),
    profile: async () => {
      await page.locator('#root_firstName').fill(member.firstName);
      await page.locator('#root_lastName').fill(member.lastName);
      await page.locator('#root_dateOfBirth').fill(member.dateOfBirth);
      await page.locator('#root_email').fill(member.email);
      await page.locator('#root_phone').fill(member.phone);
    },
    'about-you': async () => {
      await radio(page, 'gender', 'female');
      await radio(page, 'education', 'degree');
      await radio(page, 'race', 'prefer_not_specify');
      await radio(page, 'employment', 'part_time');
    },
    legal: async () => {
      for (const consent of ['termsConsent', 'privacyConsent', 'telehealthConsent']) await pick(page.locator(`#root_${consent}`));
    },
    research: async () => undefined,
    appointment: async () => undefined,
  };
}

/** Goes from the current step to the review page, answering each step; returns the path taken. */
export async function walkToReview(page: Page, member: Member, before: (step: string) => Promise<void> = async () => undefined): Promise<string[]> {
  const answer = answerers(page, member);
  const path: string[] = [];
  while (currentStep(page) !== 'review') {
    const step = currentStep(page);
    path.push(step);
    const fill = answer[step];
    if (!fill) throw new Error(`Unexpected step '${step}' after ${path.join(' → ')}`);
    await before(step);
    await fill();
    await continueFrom(page, step);
  }
  return path;
}
