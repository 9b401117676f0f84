import { createAnalytics, NO_ANALYTICS, type AnalyticsEvent } from './analytics';

const common = () => ({ language: 'pt-PT', flowHash: '0123456789abcdef', inAppBrowser: false });

describe('analytics events', () => {
  it.each<[AnalyticsEvent, Record<string, unknown>]>([
    [{ name: 'step_viewed', step: 'profile' }, { step: 'profile' }],
    [{ name: 'step_completed', step: 'profile' }, { step: 'profile' }],
    [{ name: 'validation_failed', step: 'profile', field: 'email', rules: ['format'], source: 'browser' }, { step: 'profile', field: 'email', rules: ['format'], source: 'browser' }],
    [{ name: 'enrolment_submitted' }, {}],
    [{ name: 'session_expired' }, {}],
  ])('sends %j with the common properties', (event, properties) => {
    const sdk = { track: jest.fn() };
    createAnalytics(sdk, common).track(event);
    expect(sdk.track).toHaveBeenCalledWith(event.name, { ui_language: 'pt-PT', flow_hash: '0123456789abcdef', in_app_browser: false, ...properties }, undefined);
  });

  it('sends destination_opened by beacon, since the page may be left at once', () => {
    const sdk = { track: jest.fn() };
    createAnalytics(sdk, common).track({ name: 'destination_opened', destination: 'store_ios' });
    expect(sdk.track).toHaveBeenCalledWith('destination_opened', expect.objectContaining({ destination: 'store_ios' }), { transport: 'sendBeacon' });
  });

  it('names the flow hash flow_hash, never flow_version (the label staff publish)', () => {
    const sdk = { track: jest.fn() };
    createAnalytics(sdk, common).track({ name: 'session_expired' });
    const sent = sdk.track.mock.calls[0][1] as Record<string, unknown>;
    expect([sent.flow_hash, 'flow_version' in sent]).toEqual(['0123456789abcdef', false]);
  });

  it('sends nothing when off', () => {
    expect(NO_ANALYTICS.enabled).toBe(false);
    expect(NO_ANALYTICS.track({ name: 'enrolment_submitted' })).toBeUndefined();
  });
});
