import type { Page } from 'playwright-core';
import en from '../../locales/en-US/translation.json';
import { e2eLogLines } from '../support/e2e-logs';
import { audit } from './audit';
import { useServerAndBrowser } from './browser';
import { continueFrom, currentStep, onStep, pick, type Member } from './flow-by-value';
import { walkTo } from './member-walk';

// A member who arrives by an invitation or referral link reads and accepts those documents.
const env = useServerAndBrowser();

const member: Member = { firstName: 'Oona', lastName: 'Referred', dateOfBirth: '1984-02-11', email: 'oona.referred@example.org', phone: '+1 416 555 0142' };
const LEGAL_CONSENTS = ['termsConsent', 'privacyConsent', 'nonDiscriminationConsent'];
const REFERRAL = ['https://www.example.com/legal/invitation-terms', 'https://www.example.com/legal/invitation-privacy', 'https://www.example.com/legal/invitation-non-discrimination'];
const STANDARD = ['https://www.example.com/legal/terms', 'https://www.example.com/legal/privacy', 'https://www.example.com/legal/non-discrimination'];

const documentLinks = (page: Page) => page.locator('form .consent-document a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
const box = (page: Page, name: string) => page.locator(`#root_${name}`);

type Receipt = { consent_id: string; document: string; document_variant: string | null; document_url: string; document_version: string; locale: string; shown_sha256: string };
const receipts = async (enrolmentId: string, consents: string[]) =>
  (await env.server.db.query<Receipt>('select consent_id, document, document_variant, document_url, document_version, locale, shown_sha256 from consent_decisions where enrolment_id = $1 and consent_id = any($2) order by consent_id', [enrolmentId, consents])).rows;

/** The page's enrolment, from its saved progress (read before submit, which removes it). */
const enrolmentIdOf = (page: Page) => page.evaluate(() => (JSON.parse(window.localStorage.getItem('onboarding_v3_progress') ?? '{}') as { enrolmentId?: string }).enrolmentId ?? '');

/** Opens a landing link in a fresh browser and answers up to the legal step. */
async function toLegal(search: string): Promise<Page> {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${env.server.url}/v3/dist/${search}`);
  await onStep(page, 'language');
  await walkTo(page, member, {}, 'legal');
  return page;
}

describe('invitation and referral documents on the legal step', () => {
  it('a referral landing keeps ?ref, shows the referral documents instead of the standard ones, and the receipts name them', async () => {
    const page = await toLegal('?unit=move&ref=referral');
    expect(new URL(page.url()).searchParams.get('ref')).toBe('referral');
    expect(await documentLinks(page)).toEqual(expect.arrayContaining(REFERRAL));
    for (const url of STANDARD) expect(await documentLinks(page)).not.toContain(url);
    await page.getByRole('link', { name: new RegExp(en.documents.referralTerms) }).waitFor();
    expect(await page.getByRole('link', { name: new RegExp(`${en.documents.terms} \\(`) }).count()).toBe(0);
    await audit(page, 'legal step, referral documents');
    const enrolmentId = await enrolmentIdOf(page);
    for (const name of [...LEGAL_CONSENTS, 'telehealthConsent']) await pick(box(page, name));
    await continueFrom(page, 'legal');
    await walkTo(page, member);
    await page.getByRole('button', { name: en.app.submit }).click();
    await page.waitForFunction(() => window.location.pathname === '/v3/dist/done');
    const rows = await receipts(enrolmentId, LEGAL_CONSENTS);
    expect(rows.map(({ consent_id, document, document_variant, document_url, document_version, locale }) => ({ consent_id, document, document_variant, document_url, document_version, locale }))).toEqual([
      { consent_id: 'nonDiscriminationConsent', document: 'referralNonDiscrimination', document_variant: 'referral', document_url: REFERRAL[2], document_version: '2024-01', locale: 'en-US' },
      { consent_id: 'privacyConsent', document: 'referralPrivacy', document_variant: 'referral', document_url: REFERRAL[1], document_version: '2024-01', locale: 'en-US' },
      { consent_id: 'termsConsent', document: 'referralTerms', document_variant: 'referral', document_url: REFERRAL[0], document_version: '2024-01', locale: 'en-US' },
    ]);
    for (const row of rows) expect(row.shown_sha256).toMatch(/^[0-9a-f]{64}$/);
    const { rows: enrolments } = await env.server.db.query<{ presets: Record<string, string>; status: string }>('select presets, status from enrolments where id = $1', [enrolmentId]);
    expect(enrolments).toEqual([{ presets: { unit: 'move', ref: 'referral' }, status: 'submitted' }]);
    await page.context().close();
  });

  it.each([
    ['a standard landing', '?unit=move'],
    ['a bogus ref, which is ignored, dropped from the address and never logged', '?unit=move&ref=zz-bogus-ref-9931'],
  ])('%s shows the standard documents', async (_case, search) => {
    const page = await toLegal(search);
    expect(currentStep(page)).toBe('legal');
    expect(new URL(page.url()).searchParams.has('ref')).toBe(false);
    expect(await documentLinks(page)).toEqual(expect.arrayContaining(STANDARD));
    for (const url of REFERRAL) expect(await documentLinks(page)).not.toContain(url);
    for (const name of LEGAL_CONSENTS) expect({ name, ticked: await box(page, name).isChecked() }).toEqual({ name, ticked: false });
    for (const name of [...LEGAL_CONSENTS, 'telehealthConsent']) await pick(box(page, name));
    const enrolmentId = await enrolmentIdOf(page);
    await continueFrom(page, 'legal');
    expect((await receipts(enrolmentId, ['termsConsent'])).map((r) => [r.document, r.document_variant])).toEqual([['terms', null]]);
    const { rows } = await env.server.db.query<{ presets: Record<string, string> }>('select presets from enrolments where id = $1', [enrolmentId]);
    expect(rows).toEqual([{ presets: { unit: 'move' } }]);
    expect(e2eLogLines().filter(({ line }) => line.includes('zz-bogus-ref'))).toEqual([]);
    await page.context().close();
  });
});
