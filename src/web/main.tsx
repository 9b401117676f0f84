import { createRoot } from 'react-dom/client';
import onboarding from '../../flows/onboarding.json';
import { loadFlow } from '../flow/load-flow';
import { cleanAddress, createServices } from './create-services';
import { ErrorBoundary } from './error-boundary';
import { pickLanguage, startI18n } from './i18n';
import { readRuntimeConfig } from './runtime-config';
import { SessionShell } from './session-shell';
import './styles.css';

/** Boots the app: configuration from the page, the language, the browser services, then the flow. */
async function boot(): Promise<void> {
  const config = readRuntimeConfig(document);
  const i18n = await startI18n(pickLanguage(window.location.search, navigator.languages));
  const flow = loadFlow(onboarding);
  const services = await createServices(config, i18n, config.flowVersion ?? flow.version);
  cleanAddress();
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element; check src/web/index.html.');
  createRoot(root).render(
    <ErrorBoundary message={i18n.t('app.errors.server_error')} retryLabel={i18n.t('app.retry')} onError={(error) => services.errors.notify(error)}>
      <SessionShell flow={flow} config={config} services={services} />
    </ErrorBoundary>,
  );
}

void boot();
