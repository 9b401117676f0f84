import { createContext, useContext } from 'react';
import type { Analytics } from '../../platform/analytics';
import type { ErrorReporter } from '../../platform/error-reporting';
import type { LeftDeviceSignal } from '../../platform/left-device';
import type { LocalStore } from '../../platform/local-store';
import type { MemberApi } from '../../platform/member-api';
import type { Logger } from '../../platform/remote-logger';
import type { createServerKeepAlive } from '../../platform/server-keep-alive';

/** Everything the app uses from outside React, handed in at boot (SDKs stay out of components). */
export interface AppServices {
  api: MemberApi;
  store: LocalStore;
  analytics: Analytics;
  errors: ErrorReporter;
  logger: Logger;
  keepAlive: ReturnType<typeof createServerKeepAlive>;
  /** Says when a member call heard that the member left this device (the enrolment went on, or was submitted, elsewhere). */
  leftDevice?: LeftDeviceSignal;
  /** Inside an in-app WebView: no new windows, no store links. */
  inAppBrowser: boolean;
}

/** The services, for components deep in the tree (widgets, icons, the done page). */
export const ServicesContext = createContext<AppServices | undefined>(undefined);

/** Raised when a component that needs the services is rendered outside the app. */
export class MissingServicesError extends Error {
  constructor() {
    super('Rendered outside <ServicesContext.Provider>; render components inside the app (src/web/session/session-shell.tsx).');
    this.name = 'MissingServicesError';
  }
}

/** The app's services. */
export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new MissingServicesError();
  return services;
}
