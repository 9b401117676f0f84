import mixpanel, { type Config } from 'mixpanel-browser/dist/mixpanel-core.cjs';
import { createAnalytics, DEFAULT_ANALYTICS_NAME, NO_ANALYTICS, type Analytics, type CommonProperties } from './analytics';


/** Properties Mixpanel would add on its own that can carry a link's query or where the member came from. */
const DROPPED_PROPERTIES = ['$current_url', '$referrer', '$referring_domain', '$initial_referrer', '$initial_referring_domain', '$search_engine'];

/**
 * Starts Mixpanel's core build (the session recorder is not bundled) when a token is configured: no
 * autocapture, no page views, no campaign or referrer properties, no IP geolocation, no Mixpanel
 * cookie or storage; the tracking id comes from `onboarding_v3_Ucid`. Returns no-op analytics otherwise.
 */
export function startAnalytics(input: { token: string | undefined; name?: string; trackingId: string; common: CommonProperties }): Analytics {
  if (!input.token) return NO_ANALYTICS;
  // track_marketing (campaign and click-id properties) is a real option the typings omit.
  const config: Partial<Config> & { track_marketing: boolean } = {
    autocapture: false,
    track_pageview: false,
    track_marketing: false,
    store_google: false,
    save_referrer: false,
    ip: false,
    disable_persistence: true,
    property_blacklist: DROPPED_PROPERTIES,
    api_payload_format: 'json',
    batch_requests: false,
    record_sessions_percent: 0,
  };
  const instance = mixpanel.init(input.token, config, input.name || DEFAULT_ANALYTICS_NAME);
  instance.identify(input.trackingId);
  return createAnalytics(instance, input.common);
}
