import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import onboarding from '../../../flows/onboarding.json';
import { loadFlow } from '../../flow/load-flow';
import { cleanAddress, createServices, reportRender } from './create-services';
import { ErrorBoundary } from '../ui/error-boundary';
import { canHydrate, readFirstPaint } from './first-paint';
import { removeLandingInputs, removeRefusedNotice, takeEarlyInput } from './early-input';
import { hasSessionHint } from '../../reference/session-hint';
import { preloadLaterSteps } from './lazy-preload';
import { pickLanguage, startI18n } from '../i18n/i18n';
import { readRuntimeConfig } from './runtime-config';
import { SessionShell } from '../session/session-shell';
import { ResumePage } from '../resume/resume-page';
import { resumeTokenOf } from '../resume/resume-page-address';
import { ServicesContext } from './app-services';
import { nextTask } from './next-task';
import { createResumeApi } from '../../platform/resume-api';
import { flowMachineOf } from '../session/flow-actors';
import { warmMachineCode } from './warm-machine-code';
import { registerServiceWorker } from '../offline/register-service-worker';

/**
 * Boots the app: configuration and texts from the page, the language, the browser services, then the flow. A first
 * step the build rendered into the page is hydrated, so what the member already sees stays.
 */
export async function startApp(): Promise<void> {
  // Each stage in a task of its own: the modules just run, i18n, the flow, XState's code, the flow's machine, the
  // services, then the render.
  await nextTask();
  const config = readRuntimeConfig(document);
  const page = readFirstPaint(document);
  // The server picked the page's language by the same rule (src/reference/ui-languages.ts); its choice is kept.
  const i18n = await startI18n(page?.language ?? pickLanguage(window.location.search, navigator.languages), page?.texts);
  await nextTask();
  const flow = loadFlow(onboarding);
  const flowHash = config.flowHash ?? flow.version;
  await nextTask();
  warmMachineCode();
  await nextTask();
  flowMachineOf(flow);
  await nextTask();
  const services = await createServices(config, i18n, flowHash);
  await nextTask();
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element; check src/web/index.html.');
  // The session cookie is HttpOnly; its readable hint says the server may hold this browser's enrolment.
  const sessionOpen = hasSessionHint(document.cookie);
  const hydrate = canHydrate(root, services.store, sessionOpen);
  // Read before the clean-up below: the page may answer the browser's own submission of the first step.
  const early = hydrate ? takeEarlyInput(root, window.location.search) : undefined;
  removeLandingInputs(document);
  removeRefusedNotice(document);
  // A continue-later link's token is in the fragment, which the clean-up below removes.
  const resumeToken = resumeTokenOf(window.location);
  cleanAddress();
  // The render gets a task of its own: reading the page's state and starting the root (its event listeners) made one
  // task of 50-70 ms on a 4x-slower phone. The early input read above is the draft either way: hydration is a
  // transition, which already yields many times before it holds the form.
  await nextTask();
  if (resumeToken !== undefined) {
    root.replaceChildren();
    createRoot(root).render(
      <ErrorBoundary message={i18n.t('app.errors.server_error')} retryLabel={i18n.t('app.retry')} onError={(error) => reportRender(services, error, 'resume')}>
        <ServicesContext.Provider value={services}>
          <ResumePage token={resumeToken} api={createResumeApi(config.apiBase)} store={services.store} />
        </ServicesContext.Provider>
      </ErrorBoundary>,
    );
    return;
  }
  const app = (
    <ErrorBoundary message={i18n.t('app.errors.server_error')} retryLabel={i18n.t('app.retry')} onError={(error) => reportRender(services, error, 'app')}>
      <SessionShell flow={flow} config={config} services={services} sessionOpen={sessionOpen} early={early} />
    </ErrorBoundary>
  );
  if (hydrate) {
    // As a transition, hydration yields to the browser every few milliseconds instead of blocking it for one long task.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
  preloadLaterSteps();
  // An offline reload then shows the product's own page (src/web/offline/).
  registerServiceWorker(window);
}

