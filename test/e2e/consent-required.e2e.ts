import type { Page } from 'playwright-core';
import onboarding from '../../flows/onboarding.json';
import enGB from '../../locales/en-GB/translation.json';
import enUS from '../../locales/en-US/translation.json';
import esUS from '../../locales/es-US/translation.json';
import frCA from '../../locales/fr-CA/translation.json';
import ptPT from '../../locales/pt-PT/translation.json';
import { loadFlow } from '../../src/flow/load-flow';
import { audit } from './audit';
import { useServerAndBrowser } from './browser';
import { currentStep, onStep, pick, continueFrom, type Member } from './flow-by-value';
import { walkTo } from './member-walk';

// A consent the member must accept is said as required, as every other required field is; an optional one is not.
const env = useServerAndBrowser();
const flow = loadFlow(onboarding);

type Texts = typeof enUS;
type Consent = [name: string, required: boolean];

/** The consent steps a member of the market meets with the shipped flags, in order, each with its boxes. */
const US_CONSENTS: Record<string, Consent[]> = {
  legal: [['termsConsent', true], ['privacyConsent', true], ['telehealthConsent', true], ['nonDiscriminationConsent', true]],
  hipaa: [['hipaaConsent', true]],
  research: [['irbConsent', false]],
  'health-network': [['healthNetworkConsent', true]],
};
const PT_CONSENTS: Record<string, Consent[]> = {
  legal: US_CONSENTS.legal,
  gdpr: [['gdprConsent', true]],
  research: US_CONSENTS.research,
  'health-network': US_CONSENTS['health-network'],
};

interface Place {
  country: string;
  region: string;
  timezone: string;
  phone: string;
  consents: Record<string, Consent[]>;
}

const US: Place = { country: 'US', region: 'NY', timezone: 'America/New_York', phone: '+1 212 555 0100', consents: US_CONSENTS };
const PT: Place = { country: 'PT', region: 'LISBOA', timezone: 'Europe/Lisbon', phone: '+351 912 345 678', consents: PT_CONSENTS };

/** A checkbox of the page as assistive technology gets it: its accessible name, required and invalid states. */
interface Box {
  id: string;
  name: string;
  required: boolean;
  invalid: string | undefined;
}

interface AXNode {
  ignored?: boolean;
  role?: { value?: string };
  name?: { value?: string };
  properties?: { name: string; value: { value?: unknown } }[];
  backendDOMNodeId?: number;
}

/**
 * The page's checkboxes from Chromium's accessibility tree: their role, name and invalid state from the tree, and
 * whether the control itself is required (its `required` or `aria-required`, which screen readers say as "required":
 * Chromium's DevTools tree lists that state for text fields and radio groups only, not for checkboxes).
 */
async function checkboxes(page: Page): Promise<Box[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
  const boxes: Box[] = [];
  for (const node of nodes.filter((n) => !n.ignored && n.role?.value === 'checkbox' && n.backendDOMNodeId)) {
    const { object } = (await cdp.send('DOM.resolveNode', { backendNodeId: node.backendDOMNodeId })) as { object: { objectId: string } };
    const { result } = (await cdp.send('Runtime.callFunctionOn', {
      objectId: object.objectId,
      functionDeclaration: 'function () { return { id: this.id, required: this.required === true || this.getAttribute("aria-required") === "true" }; }',
      returnByValue: true,
    })) as { result: { value: { id: string; required: boolean } } };
    const invalid = node.properties?.find((property) => property.name === 'invalid')?.value.value;
    boxes.push({ ...result.value, name: String(node.name?.value ?? ''), invalid: typeof invalid === 'string' ? invalid : undefined });
  }
  await cdp.detach();
  return boxes;
}

/** The boxes the step should show, as the tree should report them before the member acts: named, not yet invalid. */
function expectedBoxes(consents: Consent[], texts: Texts): Box[] {
  const labels = texts.fields as Record<string, { label: string }>;
  return consents.map(([name, required]) => ({ id: `root_${name}`, name: labels[name].label, required, invalid: 'false' }));
}

/** Waits for the step's consent boxes (their widget's code is a chunk of its own) and reads them from the tree. */
async function boxesOf(page: Page, consents: Consent[]): Promise<Box[]> {
  for (const [name] of consents) await page.locator(`#root_${name}`).waitFor();
  return checkboxes(page);
}

describe.each([
  ['en-US', enUS, US],
  ['es-US', esUS, US],
  ['fr-CA', frCA, US],
  ['pt-PT', ptPT, PT],
  ['en-GB', enGB, PT],
] as const)('consents in %s', (language, texts, place) => {
  it(`for a member in ${place.country}: each required consent is said as required, the optional one is not`, async () => {
    const member: Member = { firstName: 'Rosa', lastName: 'Maria', dateOfBirth: '1984-05-17', email: `rosa.${language}@example.org`, phone: place.phone };
    const context = await env.browser.newContext({ locale: language });
    const page = await context.newPage();
    await page.goto(`${env.server.url}/v3/dist/?unit=move&lang=${language}`);
    await onStep(page, 'language');
    const choose = (name: string, value: string) => () => page.locator(`#root_${name}`).selectOption(value).then(() => undefined);
    await walkTo(page, member, { country: choose('country', place.country), region: choose('region', place.region), timezone: choose('timezone', place.timezone) }, 'legal');

    const seen: string[] = [];
    while (currentStep(page) !== 'appointment') {
      const step = currentStep(page);
      const consents = place.consents[step];
      if (!consents) throw new Error(`Unexpected step '${step}' after ${seen.join(' → ')}`);
      seen.push(step);
      expect({ step, boxes: await boxesOf(page, consents) }).toEqual({ step, boxes: expectedBoxes(consents, texts) });
      await audit(page, `${language} ${step}`);
      if (consents.some(([, required]) => required)) {
        // Refused untouched: each required box is now invalid too, still required, and the page still passes axe.
        await page.locator('form .actions button[type=submit]').click();
        await page.locator('.error-summary').waitFor();
        const refused = expectedBoxes(consents, texts).map((box) => ({ ...box, invalid: box.required ? 'true' : 'false' }));
        expect({ step, refused: await checkboxes(page) }).toEqual({ step, refused });
        await audit(page, `${language} ${step} refused`);
      }
      for (const [name] of consents) await pick(page.locator(`#root_${name}`));
      await continueFrom(page, step);
    }
    expect(seen).toEqual(Object.keys(place.consents));

    // The table above is the flow's own: a box is required exactly when its field must be accepted.
    const mustAccept = new Map(flow.steps.flatMap((s) => s.fields.filter((f) => f.type === 'consent').map((f) => [f.name, f.validations.mustAccept === true] as const)));
    for (const [name, required] of Object.values(place.consents).flat()) expect({ name, required }).toEqual({ name, required: mustAccept.get(name) });
    await context.close();
  });
});
