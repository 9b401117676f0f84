import type { PageConfig } from '../flow/page-config';

/** Settings the server hands to the page (see src/server/routes/app-routes.ts). */
export type RuntimeConfig = PageConfig;

/** Reads the JSON blob the server put in the page; defaults keep a page served without it working. */
export function readRuntimeConfig(doc: Document): RuntimeConfig {
  const text = doc.getElementById('runtime-config')?.textContent;
  const parsed = text ? (JSON.parse(text) as Partial<RuntimeConfig>) : {};
  return { flags: parsed.flags ?? {}, apiBase: parsed.apiBase ?? '/member', appHost: parsed.appHost ?? '', bugsnagApiKey: parsed.bugsnagApiKey, mixpanelToken: parsed.mixpanelToken };
}
