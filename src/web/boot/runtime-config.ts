import type { PageConfig } from '../../flow/page-config';
import { DEFAULT_LOG_COLLECTOR_URL } from '../../platform/log-transport';
import { DEFAULT_CRM_PROVIDER } from '../../platform/crm-visit';
import { DEFAULT_ANALYTICS_NAME } from '../../platform/analytics';

/** Settings the server hands to the page (see src/server/page/app-routes.ts), with the browser services' optional ones. */
export interface RuntimeConfig extends PageConfig {
  /** Log collector (docs/spec/calls.md#log-shipping); defaults to the server's proxy. Remote logging stays off without `logApiKey`. */
  logCollectorUrl: string;
  logApiKey?: string;
  logName: string;
  logResourceType?: string;
  /** The CRM provider whose visits (`utm_source=<name>`) get no analytics at all. */
  crmProvider: string;
  /** The analytics instance name (docs/spec/constants.md#analytics-name). */
  analyticsName: string;
}

/** The log name when the server names none. */
export const DEFAULT_LOG_NAME = 'onboarding-v3-web';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** Reads the JSON blob the server put in the page; defaults keep a page served without it working. */
export function readRuntimeConfig(doc: Document): RuntimeConfig {
  const raw = doc.getElementById('runtime-config')?.textContent;
  const parsed = (raw ? JSON.parse(raw) : {}) as Partial<Record<keyof RuntimeConfig, unknown>> & Partial<PageConfig>;
  return {
    flags: parsed.flags ?? {},
    // A node of the previous release names the flow hash `flowVersion` (one release more).
    flowHash: text(parsed.flowHash) ?? text(parsed.flowVersion),
    apiBase: parsed.apiBase ?? '/member',
    appHost: parsed.appHost ?? '',
    bugsnagApiKey: text(parsed.bugsnagApiKey),
    mixpanelToken: text(parsed.mixpanelToken),
    logCollectorUrl: text(parsed.logCollectorUrl) ?? DEFAULT_LOG_COLLECTOR_URL,
    logApiKey: text(parsed.logApiKey),
    logName: text(parsed.logName) ?? DEFAULT_LOG_NAME,
    logResourceType: text(parsed.logResourceType),
    crmProvider: text(parsed.crmProvider) ?? DEFAULT_CRM_PROVIDER,
    analyticsName: text(parsed.analyticsName) ?? DEFAULT_ANALYTICS_NAME,
    continueLater: parsed.continueLater === true,
  };
}
