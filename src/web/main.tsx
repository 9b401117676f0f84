import { createRoot } from 'react-dom/client';
import onboarding from '../../flows/onboarding.json';
import { loadFlow } from '../flow/load-flow';
import { createLocalStore } from '../platform/local-store';
import { createMemberApi } from '../platform/member-api';
import { App } from './app';
import { ErrorBoundary } from './error-boundary';
import { pickLanguage, startI18n } from './i18n';
import { readRuntimeConfig } from './runtime-config';
import './styles.css';

/** Boots the app: configuration from the page, the language, then the flow. */
async function boot(): Promise<void> {
  const config = readRuntimeConfig(document);
  const i18n = await startI18n(pickLanguage(window.location.search, navigator.languages));
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element; check src/web/index.html.');
  createRoot(root).render(
    <ErrorBoundary message={i18n.t('app.errors.server_error')} retryLabel={i18n.t('app.retry')}>
      <App flow={loadFlow(onboarding)} config={config} api={createMemberApi(config.apiBase)} store={createLocalStore(window.localStorage)} />
    </ErrorBoundary>,
  );
}

void boot();
