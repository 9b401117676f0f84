/** Settings the server hands to the page as a JSON blob (no inline script, so the strict CSP holds). */
export interface PageConfig {
  flags: Record<string, boolean>;
  apiBase: string;
  appHost: string;
  bugsnagApiKey?: string;
  mixpanelToken?: string;
}
