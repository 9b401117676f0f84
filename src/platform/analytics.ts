/** The usage events the product team reads (docs/decisions/analytics-events.md); properties never carry a member's answer. */
export type AnalyticsEvent =
  | { name: 'step_viewed'; step: string }
  | { name: 'step_completed'; step: string }
  | { name: 'validation_failed'; step: string; field: string; rules: string[]; source: 'browser' | 'server' }
  | { name: 'enrolment_submitted' }
  | { name: 'destination_opened'; destination: string }
  | { name: 'session_expired' };

/** Analytics as the app sees it: typed events only. */
export interface Analytics {
  readonly enabled: boolean;
  track: (event: AnalyticsEvent) => void;
}

/** Analytics that sends nothing (no token, or the CRM provider's visit). */
/** The analytics instance (global) name when none is configured (docs/spec/constants.md#analytics-name). */
export const DEFAULT_ANALYTICS_NAME = 'analytics';

/** Analytics that is off. */
export const NO_ANALYTICS: Analytics = { enabled: false, track: () => undefined };

/** The part of a Mixpanel instance used here. */
export interface AnalyticsSdk {
  track: (name: string, properties: Record<string, unknown>, options?: { transport?: 'xhr' | 'sendBeacon' }) => void;
}

/** What every event carries: the interface language, the flow hash the page runs, whether in an in-app browser. */
export type CommonProperties = () => { language: string; flowHash: string; inAppBrowser: boolean };

/** Events that may be followed at once by leaving the page, so they go by beacon. */
const LEAVING: ReadonlySet<AnalyticsEvent['name']> = new Set(['destination_opened']);

/** Sends typed events through the SDK as `name` with snake_case properties. */
export function createAnalytics(sdk: AnalyticsSdk, common: CommonProperties): Analytics {
  return {
    enabled: true,
    track: (event) => {
      const { name, ...properties } = event;
      const { language, flowHash, inAppBrowser } = common();
      // The property names reports are built on (docs/decisions/analytics-events.md).
      const shared = { ui_language: language, flow_hash: flowHash, in_app_browser: inAppBrowser };
      sdk.track(name, { ...shared, ...properties }, LEAVING.has(name) ? { transport: 'sendBeacon' } : undefined);
    },
  };
}
