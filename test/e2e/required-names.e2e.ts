import type { Page } from 'playwright-core';
import ptPT from '../../locales/pt-PT/translation.json';
import { useServerAndBrowser } from './browser';
import { onStep, type Member } from './flow-by-value';
import { walkTo } from './member-walk';

// A required field says "required" the way assistive technology does (the control's required state), not by a
// "*" read aloud as "star" at the end of its name.
const env = useServerAndBrowser();
const member: Member = { firstName: 'Ana', lastName: 'Lopes', dateOfBirth: '1990-01-20', email: 'ana.lopes@example.org', phone: '+351 912 345 678' };

/**
 * Each form control of the page: its accessible name (from the accessibility tree) and whether the control itself
 * is required (its `required` state, which screen readers say as "required"; Chromium's tree does not list it).
 */
async function controls(page: Page): Promise<{ name: string; required: boolean }[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: { role?: { value?: string }; name?: { value?: string }; backendDOMNodeId?: number }[] };
  const named = nodes.filter((node) => ['textbox', 'combobox'].includes(String(node.role?.value)) && node.name?.value && node.backendDOMNodeId);
  const result = [];
  for (const node of named) {
    const { object } = (await cdp.send('DOM.resolveNode', { backendNodeId: node.backendDOMNodeId })) as { object: { objectId: string } };
    const { result: required } = (await cdp.send('Runtime.callFunctionOn', { objectId: object.objectId, functionDeclaration: 'function () { return this.required === true || this.getAttribute("aria-required") === "true"; }', returnByValue: true })) as { result: { value: boolean } };
    result.push({ name: String(node.name?.value), required: required.value });
  }
  await cdp.detach();
  return result;
}

describe('required fields', () => {
  it('are said as required, and no accessible name ends in "*", on the first step and the profile', async () => {
    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${env.server.url}/v3/dist/?unit=move&lang=pt-PT`);
    await onStep(page, 'language');
    const first = await controls(page);
    expect(first.map((c) => c.name)).toContain(ptPT.fields.language.label);
    expect(first.filter((c) => /\*\s*$/.test(c.name))).toEqual([]);
    expect(first.find((c) => c.name === ptPT.fields.language.label)).toEqual({ name: ptPT.fields.language.label, required: true });

    await walkTo(page, member, {}, 'profile');
    const profile = await controls(page);
    const names = ['firstName', 'lastName', 'email'].map((field) => (ptPT.fields as Record<string, { label: string }>)[field].label);
    for (const name of names) expect({ name, required: profile.find((c) => c.name === name)?.required }).toEqual({ name, required: true });
    expect(profile.filter((c) => /\*\s*$/.test(c.name))).toEqual([]);
    await context.close();
  });
});
