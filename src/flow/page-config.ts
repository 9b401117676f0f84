/** Settings the server hands to the page as a JSON blob (no inline script, so the strict CSP holds). */
export interface PageConfig {
  flags: Record<string, boolean>;
  apiBase: string;
  appHost: string;
  bugsnagApiKey?: string;
  mixpanelToken?: string;
  /** The log proxy (SPEC §7 "Log shipping"): where, with which key and under which log name; absent when off. */
  logCollectorUrl?: string;
  logApiKey?: string;
  logName?: string;
}
