import type { i18n } from 'i18next';
import { NO_ANALYTICS } from '../../platform/analytics';
import { NO_ERROR_REPORTER } from '../../platform/error-reporting';
import { isCrmVisit } from '../../platform/crm-visit';
import { isInAppBrowser } from '../../platform/in-app-browser';
import { createLeftDeviceSignal, isLeftDevice } from '../../platform/left-device';
import { createLocalStore } from '../../platform/local-store';
import { deferReplaces } from '../../platform/deferred-replaces';
import { installLogHandlers } from '../../platform/log-window-handlers';
import { browserOf } from '../../platform/log-browser';
import { apiFailureEvent, renderFailedEvent } from '../../platform/log-error-events';
import { createMemberApi } from '../../platform/member-api';
import { createRemoteLogger } from '../../platform/remote-logger';
import { safePageUrl } from '../../platform/safe-page-url';
import { createServerKeepAlive } from '../../platform/server-keep-alive';
import { trackingId } from '../../platform/tracking-cookie';
import type { AppServices } from './app-services';
import type { RuntimeConfig } from './runtime-config';

/**
 * Starts the browser services from the runtime configuration: each third-party service only with its
 * key, analytics never for the CRM provider's visits. Reads the address before it is cleaned. The SDKs
 * are separate chunks loaded only when their key is set, so a page without keys never downloads them.
 */
export async function createServices(config: RuntimeConfig, i18next: i18n, flowHash: string): Promise<AppServices> {
  const inAppBrowser = isInAppBrowser(navigator.userAgent);
  const logger = createRemoteLogger(
    { logName: config.logName, apiKey: config.logApiKey, logCollectorURL: config.logCollectorUrl, flowHash },
    { fetchImpl: (input, init) => fetch(input, init), browser: browserOf(navigator.userAgent) },
  );
  installLogHandlers(window, logger);
  const errors = config.bugsnagApiKey
    ? (await import(/* webpackChunkName: "error-reporting" */ '../../platform/start-error-reporting')).startErrorReporting(config.bugsnagApiKey, flowHash)
    : NO_ERROR_REPORTER;
  const analytics =
    config.mixpanelToken && !isCrmVisit(window.location.search, config.crmProvider)
      ? (await import(/* webpackChunkName: "analytics" */ '../../platform/start-analytics')).startAnalytics({
          token: config.mixpanelToken,
          name: config.analyticsName,
          trackingId: trackingId(document, window.location.protocol === 'https:'),
          common: () => ({ language: i18next.language, flowHash, inAppBrowser }),
        })
      : NO_ANALYTICS;
  const keepAlive = createServerKeepAlive(() => api.keepAlive());
  const leftDevice = createLeftDeviceSignal();
  const api = createMemberApi(config.apiBase, undefined, {
    shared: () => ({ language: i18next.language }),
    onSuccess: () => keepAlive.contacted(),
    onFailure: (failure) => {
      errors.reportApiFailure(failure);
      logger.send(apiFailureEvent(failure));
      // Heard before the caller handles the failure: the page leaves the flow before any step could show it.
      if (isLeftDevice(failure.status, failure.code)) leftDevice.report(failure.code);
    },
  });
  return { api, store: deferReplaces(createLocalStore(window.localStorage), window), analytics, errors, logger, keepAlive, leftDevice, inAppBrowser };
}

/** A render an error boundary caught: to the error reporter whole, to the log as its event (no message). */
export function reportRender(services: Pick<AppServices, 'errors' | 'logger'>, error: Error, component: 'app' | 'resume'): void {
  services.errors.notify(error);
  services.logger.send(renderFailedEvent(error, component));
}

/** Rewrites the address to carry only the unit, language and arrival (the services have read what they need). */
export function cleanAddress(): void {
  const safe = new URL(safePageUrl(window.location.href) || window.location.href);
  const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  const wanted = `${safe.pathname}${safe.search}`;
  if (current !== wanted) window.history.replaceState(null, '', wanted);
}
