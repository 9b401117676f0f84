import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import type { Flow } from '../../src/flow/flow-types';
import { NO_ANALYTICS } from '../../src/platform/analytics';
import { NO_ERROR_REPORTER } from '../../src/platform/error-reporting';
import { createLocalStore } from '../../src/platform/local-store';
import type { MemberApi } from '../../src/platform/member-api';
import type { Logger } from '../../src/platform/remote-logger';
import { createServerKeepAlive } from '../../src/platform/server-keep-alive';
import type { AppServices } from '../../src/web/boot/app-services';
import { ErrorBoundary } from '../../src/web/ui/error-boundary';
import { PageNotices } from '../../src/web/notices/page-notices';
import type { RuntimeConfig } from '../../src/web/boot/runtime-config';
import { readRuntimeConfig } from '../../src/web/boot/runtime-config';
import { SessionShell } from '../../src/web/session/session-shell';
import { UI_LANGUAGES } from '../../src/web/i18n/i18n';

/** A storage that holds nothing: a new member, as the page is first seen. */
const EMPTY_STORAGE: Storage = { length: 0, clear: () => undefined, getItem: () => null, key: () => null, removeItem: () => undefined, setItem: () => undefined };

const QUIET_LOGGER: Logger = { enabled: false, send: () => undefined, setStep: () => undefined, flush: () => undefined };

/** Services for a render that never reaches effects: no call may happen, so every API call fails loudly. */
function renderServices(): AppServices {
  const api = new Proxy({}, { get: (_target, name) => () => Promise.reject(new Error(`The prerender called the API (${String(name)}).`)) }) as MemberApi;
  return { api, store: createLocalStore(EMPTY_STORAGE), analytics: NO_ANALYTICS, errors: NO_ERROR_REPORTER, logger: QUIET_LOGGER, keepAlive: createServerKeepAlive(() => Promise.resolve()), inAppBrowser: false };
}

/** The page configuration the first step is rendered with: the flow's default flags (the server checks its own match). */
export function renderConfig(flags: Record<string, boolean>): RuntimeConfig {
  const config = readRuntimeConfig({ getElementById: () => null } as unknown as Document);
  return { ...config, flags };
}

/**
 * The app's markup at an address for a new member in one language, with only that language's texts (as the page
 * carries them, so the browser's first render is the same; wrapped as src/web/boot/main.tsx wraps it), and its translator.
 */
export async function renderFirstStep(flow: Flow, config: RuntimeConfig, language: string, texts: Record<string, unknown>, search: string) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    initAsync: false, showSupportNotice: false, lng: language, fallbackLng: UI_LANGUAGES[0], supportedLngs: [...UI_LANGUAGES], load: 'currentOnly',
    resources: { [language]: { translation: texts } }, partialBundledLanguages: true, interpolation: { escapeValue: false }, returnNull: false,
  });
  const { prelude } = await prerenderToNodeStream(
    <I18nextProvider i18n={i18n}>
      <ErrorBoundary message={i18n.t('app.errors.server_error')} retryLabel={i18n.t('app.retry')}>
        <SessionShell flow={flow} config={config} services={renderServices()} address={{ pathname: '/v3/dist/', search }} />
      </ErrorBoundary>
    </I18nextProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, t: i18n.t.bind(i18n) };
}

/** The notices every page carries before its content (src/web/notices/page-notices.tsx), as markup in the language of `t`. */
export function renderPageNotices(t: (key: string) => string): string {
  return renderToStaticMarkup(<PageNotices t={t} />);
}
