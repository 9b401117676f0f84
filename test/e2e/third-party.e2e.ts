import type { BrowserContext, Page, Route } from 'playwright-core';
import { useServerAndBrowser } from './browser';
import { continueFrom, onStep, walkToReview, type Member } from './flow-by-value';


const BUGSNAG_KEY = '0123456789abcdef0123456789abcdef';
const MIXPANEL_TOKEN = 'test-mixpanel-token';

const env = useServerAndBrowser({ showHipaaConsent: false, showGdprConsent: false, showIrbConsent: false, showHealthNetworkConsent: false, showNonDiscriminationConsent: false },
    { bugsnagApiKey: BUGSNAG_KEY, mixpanelToken: MIXPANEL_TOKEN },);

const member: Member = { firstName: 'Ximena', lastName: 'Quintanilla', dateOfBirth: '1979-11-23', email: 'ximena.q@example.org', phone: '+1 312 555 0177' };
/** Every form a patient value could take on the wire. */
const PATIENT_VALUES = [member.firstName, member.lastName, member.dateOfBirth, member.email, encodeURIComponent(member.email), member.phone, member.phone.replace(/\D/g, ''), '555 0177', '5550177'];

interface Captured {
  service: 'bugsnag' | 'mixpanel';
  url: string;
  body: string;
}

/** The readable forms of a request body: as sent, URL-decoded, and Mixpanel's data= payload (JSON or base64). */
function readable(body: string): string[] {
  const forms = [body];
  try {
    forms.push(decodeURIComponent(body.replace(/\+/g, ' ')));
  } catch {
    // Not URL-encoded.
  }
  const data = new URLSearchParams(body).get('data');
  if (data) forms.push(data, Buffer.from(data, 'base64').toString('utf8'));
  return forms;
}

function mixpanelEvents(captured: Captured[]): { event: string; properties: Record<string, unknown> }[] {
  return captured
    .filter((c) => c.service === 'mixpanel' && c.url.includes('/track'))
    .flatMap((c) => {
      const parsed = JSON.parse(new URLSearchParams(c.body).get('data') ?? '[]') as unknown;
      return (Array.isArray(parsed) ? parsed : [parsed]) as { event: string; properties: Record<string, unknown> }[];
    });
}

async function intercept(context: BrowserContext, captured: Captured[]): Promise<void> {
  const fulfil = (service: Captured['service']) => async (route: Route) => {
    const request = route.request();
    const origin = (await request.headerValue('origin')) ?? '*';
    const cors = { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, OPTIONS' };
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    captured.push({ service, url: request.url(), body: request.postData() ?? '' });
    return route.fulfill({ status: 200, headers: { ...cors, 'content-type': 'application/json' }, body: service === 'mixpanel' ? '{"status":1,"error":null}' : '{}' });
  };
  await context.route(/^https:\/\/(notify|sessions)\.bugsnag\.com\//, fulfil('bugsnag'));
  await context.route(/^https:\/\/api-js\.mixpanel\.com\//, fulfil('mixpanel'));
}

async function waitFor(page: Page, check: () => boolean, what: string): Promise<void> {
  for (let tries = 0; tries < 100 && !check(); tries += 1) await page.waitForTimeout(100);
  if (!check()) throw new Error(`Timed out waiting for ${what}`);
}

const reports = (captured: Captured[]) =>
  captured.filter((c) => c.service === 'bugsnag' && c.url.startsWith('https://notify.')).map((c) => JSON.parse(c.body) as { events: { exceptions: { errorClass: string; message: string }[] }[] });

describe('Bugsnag and Mixpanel with test keys, their calls intercepted', () => {
  it('reports a 500 from the member API, not a 401, tracks the flow, and no request carries a patient value', async () => {
    const context = await env.browser.newContext();
    const captured: Captured[] = [];
    await intercept(context, captured);
    const page = await context.newPage();
    // Only the slots call fails with 500 (the appointment step), and only the submit with 401.
    await page.route('**/member/enrolment/slots', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"server_error","message":"forced"}}' }));
    await page.route('**/member/enrolment/submit', (route) => route.fulfill({ status: 401, contentType: 'application/json', body: '{"error":{"code":"session_expired","message":"forced"}}' }));

    await page.goto(`${env.server.url}/v3/dist/?unit=thrive&lang=en-US&utm_source=newsletter&email=${encodeURIComponent(member.email)}`);
    await onStep(page, 'language');
    expect(new URL(page.url()).search).toBe('?unit=thrive&lang=en-US');

    await walkToReview(page, member, async (step) => {
      if (step === 'profile') {
        await page.locator('form .actions button[type=submit]').click();
        await page.locator('.error-summary').waitFor();
      }
      if (step === 'appointment') {
        await page.locator('[role=alert] button').waitFor();
        await waitFor(page, () => reports(captured).length === 1, 'the report of the 500');
      }
    });
    const [first] = reports(captured);
    expect(first.events[0].exceptions[0]).toMatchObject({ errorClass: 'ApiFailureError', message: 'GET member/enrolment/slots failed with status 500 (server_error)' });

    await page.locator('.actions button.button:not(.button-secondary)').click();
    await page.locator('.action-error').waitFor();
    await waitFor(page, () => mixpanelEvents(captured).some((e) => e.event === 'step_viewed' && e.properties.step === 'review'), 'the review page view');
    await page.waitForTimeout(2000);
    expect(reports(captured)).toHaveLength(1);

    const events = mixpanelEvents(captured);
    const names = new Set(events.map((e) => e.event));
    expect([...names].filter((n) => !n.startsWith('$')).sort()).toEqual(['step_completed', 'step_viewed', 'validation_failed']);
    expect(events.filter((e) => e.event === 'validation_failed').map((e) => [e.properties.field, e.properties.rules])).toEqual([
      ['firstName', ['required']], ['lastName', ['required']], ['dateOfBirth', ['required']], ['email', ['required']], ['phone', ['required']],
    ]);
    expect(events.filter((e) => e.event === 'step_completed').map((e) => e.properties.step)).toEqual(['language', 'country', 'region', 'timezone', 'profile', 'about-you', 'legal', 'appointment']);
    const ucid = (await context.cookies()).find((c) => c.name === 'onboarding_v3_Ucid');
    expect(ucid?.value).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(Math.round((ucid?.expires ?? 0) - Date.now() / 1000)).toBeGreaterThan(86_300);
    expect(events.every((e) => e.properties.distinct_id === ucid?.value && !('$current_url' in e.properties))).toBe(true);

    const leaks = captured.flatMap((c) => PATIENT_VALUES.filter((value) => [c.url, ...readable(c.body)].some((form) => form.includes(value))).map((value) => `${c.service} ${c.url}: ${value}`));
    expect(leaks).toEqual([]);
    expect(captured.some((c) => c.service === 'bugsnag')).toBe(true);
    await context.close();
  });

  it('sends nothing to analytics for the CRM provider', async () => {
    const context = await env.browser.newContext();
    const captured: Captured[] = [];
    await intercept(context, captured);
    const page = await context.newPage();
    await page.goto(`${env.server.url}/v3/dist/?unit=mind&utm_source=crm`);
    await onStep(page, 'language');
    await page.locator('#root_language').selectOption('EN');
    await continueFrom(page, 'language');
    await page.waitForTimeout(1500);
    expect(captured.filter((c) => c.service === 'mixpanel')).toEqual([]);
    expect((await context.cookies()).map((c) => c.name)).not.toContain('onboarding_v3_Ucid');
    await context.close();
  });
});
