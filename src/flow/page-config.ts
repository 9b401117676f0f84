/** Settings the server hands to the page as a JSON blob (no inline script, so the strict CSP holds). */
export interface PageConfig {
  flags: Record<string, boolean>;
  /** The flow hash of the flow the server serves (and the page was built from); saved progress of another flow is not resumed. */
  flowHash?: string;
  /** The previous name of `flowHash`, still sent for one release: a page of the previous release reads it. */
  flowVersion?: string;
  apiBase: string;
  appHost: string;
  bugsnagApiKey?: string;
  mixpanelToken?: string;
  /** The log proxy (docs/spec/calls.md#log-shipping): where, with which key and under which log name; absent when off. */
  logCollectorUrl?: string;
  logApiKey?: string;
  logName?: string;
  /** The CRM provider whose visits get no analytics (docs/spec/calls.md#analytics). */
  crmProvider?: string;
  /** "Continue later" by a mailed link is offered (the server has SMTP configured). */
  continueLater?: boolean;
}
